// Every word a person reads in web/src comes from a catalogue: a string written into a screen, a
// dialog, a toast, a label or an aria-label fails here, with its file and line.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanFiles, scanSource } from './literal-scan.ts';

const webSrc = resolve(import.meta.dirname, '../..');

/** Strings that read like words but no person reads them: draft storage keys, headers, CSS values,
 * and errors raised for the developers' logs (a member sees the catalogue's text instead). */
const ALLOWED: { file: string; text: RegExp }[] = [
  { file: 'components/responsive-image.tsx', text: /^`url\(\$\{placeholder\}\)`$/ },
  { file: 'features/posts/components/close-form.tsx', text: /^`close\.\$\{postId\}`$/ },
  { file: 'features/posts/components/request-dialog.tsx', text: /^`request\.\$\{treat\.id\}`$/ },
  { file: 'features/posts/components/step-form.tsx', text: /^`step\.\$\{action\}\.\$\{postId\}`$/ },
  { file: 'lib/api.ts', text: /^`Bearer \$\{token\}`$|^The call was stopped$/ },
  {
    file: 'lib/auth-cognito.ts',
    text: /^Cognito did not answer in time$|^Not signed in$|^`HTTP ?\$\{response\.status\}`$/,
  },
  { file: 'lib/config.ts', text: /config\.json/ },
  // The served explore page's markup (its words are the catalogue's, rendered by the app's components).
  { file: 'app/prerender.tsx', text: /^<input disabled=""$|^`<script type="application\/json" id=/ },
];

describe('user-facing strings in web/src', () => {
  it('all come from a catalogue', () => {
    const leftovers = scanFiles(webSrc)
      .filter(
        (found) => !ALLOWED.some((allowed) => allowed.file === found.file && allowed.text.test(found.text)),
      )
      .map((found) => `${found.file}:${found.line} ${found.text}`);
    expect(leftovers).toEqual([]);
  });

  it('finds JSX text, read props, toasts, module-level labels and a feature texts module', () => {
    const screen = `
      import { toast } from 'sonner';
      const OPTIONS = [{ key: 'a', label: 'Book alerts' }];
      export function Thing({ name }: { name: string }) {
        toast.success('Your wish is posted.');
        return (
          <div className="flex items-center gap-2" data-state="open">
            <h2>Make a Wish</h2>
            <input placeholder="Title or author" aria-label="Search" type="search" />
            <img alt={\`Cover of \${name}\`} src="/img/x.svg" />
            <nav aria-label={\`\${name} pages\`} />
            {t('home.title')}
          </div>
        );
      }`;
    const found = scanSource('features/x/thing.tsx', screen).map((f) => f.text);
    expect(found).toEqual([
      'Book alerts',
      'Your wish is posted.',
      'Make a Wish',
      'Title or author',
      'Search',
      '`Cover of \u0024{name}`',
      '`\u0024{name} pages`',
    ]);
    const texts = `export const thanksTexts = { wall: 'Wall', count: (n: number) => \`\${n} books given\` };`;
    expect(scanSource('features/thanks/thanks-texts.ts', texts).map((f) => f.text)).toEqual([
      'Wall',
      '`\u0024{n} books given`',
    ]);
  });

  it('leaves class lists, routes, storage keys and comparisons alone', () => {
    const code = `
      const storageKey = 'bookwish.language';
      if (error.code === 'Not Found') go('/wishlists');
      export const A = () => <a href="/about" className="hover:underline text-ink" rel="noopener noreferrer">{x}</a>;`;
    expect(scanSource('lib/y.tsx', code)).toEqual([]);
  });
});
