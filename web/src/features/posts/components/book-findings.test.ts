import { describe, expect, it } from 'vitest';
import { sortFindings } from './book-findings.ts';

const cover = new File(['c'], 'cover-9780441172719.jpg', { type: 'image/jpeg' });
const theirPhoto = new File(['m'], 'my-copy.jpg', { type: 'image/jpeg' });
const dune = { title: 'Dune', author: 'Frank Herbert', cover };

describe('a found book and what the member put in the form', () => {
  it('fills an empty form at once, offering nothing', () => {
    expect(sortFindings(dune, { title: '', author: '  ', cover: null })).toEqual({ fill: dune, offer: null });
  });

  it('never replaces a typed title, author or a chosen photo: the book is offered instead', () => {
    const sorted = sortFindings(dune, { title: 'Dune (Ace, 1990)', author: 'F. Herbert', cover: theirPhoto });
    expect(sorted.fill).toEqual({});
    expect(sorted.offer).toEqual(dune);
  });

  it('fills the empty fields and offers the book for the ones the member filled otherwise', () => {
    const sorted = sortFindings(dune, { title: 'My Dune', author: '', cover: null });
    expect(sorted.fill).toEqual({ author: 'Frank Herbert', cover });
    expect(sorted.offer).toEqual(dune);
  });

  it('offers nothing when the member typed what the catalogue says', () => {
    expect(
      sortFindings(
        { title: 'Dune', author: 'Frank Herbert' },
        { title: ' Dune', author: 'Frank Herbert', cover: null },
      ),
    ).toEqual({ fill: {}, offer: null });
  });

  it('a cover that arrives after the member picked a photo is offered, not put in', () => {
    expect(sortFindings({ cover }, { title: 'Dune', author: '', cover: theirPhoto })).toEqual({
      fill: {},
      offer: { cover },
    });
  });
});
