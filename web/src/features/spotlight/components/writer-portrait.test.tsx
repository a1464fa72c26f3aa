// A writer's portrait: their own drawing, or their initials, never another writer's drawing; named in
// the reader's language on the interview's page, decorative in lists where the name is beside it.
import { renderToStaticMarkup } from 'react-dom/server';
import { afterAll, describe, expect, it } from 'vitest';
import { activate } from '../../../lib/i18n/i18n.ts';
import { initialsOf, WriterPortrait } from './writer-portrait.tsx';

const render = (writer: { slug: string; name: string; portrait: string }, named = false) =>
  renderToStaticMarkup(<WriterPortrait writer={writer} named={named} size={64} className="size-16" />);

describe("a Writer's Spotlight portrait", () => {
  afterAll(() => activate('en'));

  it('shows the first two writers their own drawings, named on their page', () => {
    const elena = render({ slug: 'elena-park', name: 'Elena Park', portrait: '' }, true);
    expect(elena).toContain('src="/img/writers/elena-park.svg"');
    expect(elena).toContain('alt="Illustrated portrait of Elena Park"');
  });

  it("shows a new writer their initials, even with another writer's drawing stored", () => {
    const tessa = render(
      { slug: 'tessa-moon', name: 'Tessa Moon', portrait: '/img/writers/elena-park.svg' },
      true,
    );
    expect(tessa).not.toContain('elena-park');
    expect(tessa).not.toContain('<img');
    expect(tessa).toContain('role="img"');
    expect(tessa).toContain('aria-label="Initials of Tessa Moon"');
    expect(tessa).toMatch(/<text[^>]*>TM<\/text>/);
    // In a list the name is beside it: screen readers skip the disc.
    const listed = render({ slug: 'tessa-moon', name: 'Tessa Moon', portrait: '' });
    expect(listed).toContain('aria-hidden="true"');
    expect(listed).not.toContain('aria-label');
  });

  it("names the writer in the reader's language", async () => {
    await activate('fr-CA');
    expect(render({ slug: 'tessa-moon', name: 'Tessa Moon', portrait: '' }, true)).toContain(
      'aria-label="Initiales de Tessa Moon"',
    );
  });

  it('takes the first letters of the first and last names, whole characters in any script', () => {
    expect(initialsOf('  tessa  de la moon ')).toBe('TM');
    expect(initialsOf('Zoë')).toBe('Z');
    expect(initialsOf('ਹਰਪ੍ਰੀਤ ਕੌਰ')).toBe('ਹਕ');
    expect(initialsOf('李明')).toBe('李');
    expect(initialsOf('𠮷田 花子')).toBe('𠮷花');
  });
});
