// A sentence is one catalogue message (glossary, house style): a screen that sets two catalogue texts,
// or a catalogue text and a value or written punctuation, side by side in one run of text fails here,
// with its file and line, as the literal scan fails on English written into a screen.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { scanGlue, scanGlueFiles } from './glue-scan.ts';

const webSrc = resolve(import.meta.dirname, '../..');

/** Parts that sit side by side but are not one sentence, each with why. */
const ALLOWED: { file: string; text: RegExp; why: string }[] = [
  {
    file: 'components/form/image-picker.tsx',
    text: /^<label .*\{label\} <span .*imagePicker\.optional/,
    why: "a field's name and its (optional) mark, two labels in their own styles",
  },
  {
    file: 'features/posts/components/types-field.tsx',
    text: /^<legend .*typesField\.type.*typesField\.optional/,
    why: "a field's name and its (optional) mark, two labels in their own styles",
  },
  {
    file: 'components/timeline/activity-timeline.tsx',
    text: /^<> · \{serverText\(step\.actorName\)\}<\/>$/,
    why: 'a step date and who acted, two facts set apart by a separator',
  },
  {
    file: 'features/support/components/report-queue.tsx',
    text: /reportQueue\.reportedBy|^` · \$\{t\('reportQueue\.newAccount'\)\}`$/,
    why: 'a report reason, who reported when and a new-account flag: three facts set apart by separators',
  },
  {
    file: 'features/posts/wishlist-page.tsx',
    text: /wishlistPage\.viewBook.*sr-only.*wishlistPage\.opensInANewTab/,
    why: "a button's name and, for a screen reader only, the hint that it opens a new tab",
  },
  {
    file: 'features/posts/components/parcel-note.tsx',
    text: /t\.trackLink\(carrier\)\} <span className="sr-only">\{t\.opensNewTab\}/,
    why: "a link's name and, for a screen reader only, the hint that it opens a new tab",
  },
  {
    file: 'features/support/components/post-history.tsx',
    text: /^<h2 .*\{post\.title\}.*postHistory\.byAuthor/,
    why: "a post's title as its member wrote it and the byline under it",
  },
  {
    file: 'features/spotlight/components/interview-layout.tsx',
    text: /^<h2 .*formatNumber\(index \+ 1\)\}\.<\/span> \{t\(question\)\}/,
    why: "a question's number, its own label, before the question",
  },
];

describe('sentences in web/src', () => {
  it('are each one catalogue message', () => {
    const glued = scanGlueFiles(webSrc)
      .filter(
        (found) => !ALLOWED.some((allowed) => allowed.file === found.file && allowed.text.test(found.text)),
      )
      .map((found) => `${found.file}:${found.line} ${found.text.slice(0, 160)}`);
    expect(glued).toEqual([]);
  });

  it('every allow-list entry still matches something (a fixed screen leaves no stale excuse)', () => {
    const found = scanGlueFiles(webSrc);
    const stale = ALLOWED.filter(
      (allowed) => !found.some((glued) => glued.file === allowed.file && allowed.text.test(glued.text)),
    ).map((allowed) => allowed.file);
    expect(stale).toEqual([]);
  });

  it('finds two catalogue texts, a text beside a value, a number or punctuation, and a glued template', () => {
    const screen = `
      export function Thing({ name }: { name: string }) {
        return (
          <div>
            <p>{t('a.first')} <strong>{t('a.second')}</strong> {t('a.third')}</p>
            <h3>{t('home.inConversationWith')} {name}</h3>
            <p>
              {t('home.newHere')}{' '}
              <Link to="/how">{t('home.seeHow')}</Link>.
            </p>
            <p>{t('year.open')} {SPOTLIGHT_YEAR}</p>
            <button aria-label={\`\${t('wall.takeOff')}: \${title}\`} />
            <p>{formatNumber(count)} {t('wall.booksGiven')}</p>
          </div>
        );
      }`;
    expect(scanGlue('pages/thing.tsx', screen).map((found) => found.line)).toEqual([5, 6, 7, 11, 12, 13]);
  });

  it('leaves whole messages, separate blocks and buttons in a row alone', () => {
    const screen = `
      export function Thing({ name }: { name: string }) {
        return (
          <section>
            <h2>{t('a.title')}</h2>
            <p>{t('a.text')}</p>
            <p>{richText('a.sentence', { name }, [<Link key="x" to="/x" />])}</p>
            <div className="flex gap-3">
              <Link to="/a">{t('a.make')}</Link>
              <Link to="/b">{t('a.give')}</Link>
            </div>
            <p>
              <Icon />
              {t('a.withIcon')}
            </p>
            <div id={\`tab-\${tab.id}\`} aria-label={t('a.tabs')} />
            <ul>
              <li>{t('a.one')}</li>
              <li>{t('a.two')}</li>
            </ul>
          </section>
        );
      }`;
    expect(scanGlue('pages/thing.tsx', screen)).toEqual([]);
  });
});
