// A whole sentence with its links: the words come from the catalogue in one piece, the links from the
// code, and a member's text is shown as written even when it looks like a tag.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { cut, richText } from './rich-text.tsx';

const html = (node: React.ReactNode) =>
  renderToStaticMarkup(<p>{node}</p>).slice('<p>'.length, -'</p>'.length);

describe('richText', () => {
  it('draws each numbered tag with its element, in the order the language writes them', () => {
    expect(
      html(
        cut('J’accepte les <0>Conditions</0> et la <1>Politique</1>.', [], [<em key="t" />, <u key="p" />]),
      ),
    ).toBe('J’accepte les <em>Conditions</em> et la <u>Politique</u>.');
    expect(html(cut('<1>سیاست</1> و <0>شرایط</0>', [], [<b key="0" />, <i key="1" />]))).toBe(
      '<i>سیاست</i> و <b>شرایط</b>',
    );
  });

  it('keeps member text as written, even when it reads like a tag', () => {
    expect(
      html(
        cut('Buy <0>\uE0000\uE001</0> for \uE0001\uE001.', ['<1>Zoë</1>', 'Sam & Co'], [<strong key="s" />]),
      ),
    ).toBe('Buy <strong>&lt;1&gt;Zoë&lt;/1&gt;</strong> for Sam &amp; Co.');
  });

  it('shows the words of a tag the code gave no element for', () => {
    expect(html(cut('Read <3>this</3>.', [], []))).toBe('Read this.');
  });

  it('reads the active catalogue (English in tests) whole', () => {
    expect(html(richText('siteFooter.copyright', { year: '2026' }))).toBe(
      '© 2026 Bookwish. All rights reserved.',
    );
  });
});
