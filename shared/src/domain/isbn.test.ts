import { describe, expect, it } from 'vitest';
import { isbn10Of, normalIsbn } from './isbn.ts';

describe('ISBN check digits', () => {
  it('takes an ISBN-13 as printed, with or without dashes and spaces', () => {
    expect(normalIsbn('978-0-441-17271-9')).toBe('9780441172719');
    expect(normalIsbn(' 9780441172719 ')).toBe('9780441172719');
  });

  it('turns an ISBN-10 (also one ending in X) into the same book’s ISBN-13', () => {
    expect(normalIsbn('0441172717')).toBe('9780441172719');
    expect(normalIsbn('080442957X')).toBe('9780804429573');
    expect(normalIsbn('080442957x')).toBe('9780804429573');
  });

  it('refuses a wrong check digit, a wrong length, letters and a non-book EAN', () => {
    expect(normalIsbn('9780441172710')).toBeNull();
    expect(normalIsbn('0441172718')).toBeNull();
    expect(normalIsbn('978044117271')).toBeNull();
    expect(normalIsbn('97804411727ab')).toBeNull();
    // A grocery EAN-13 with a valid check digit is not a book.
    expect(normalIsbn('4006381333931')).toBeNull();
    expect(normalIsbn('')).toBeNull();
  });

  it('gives back the ISBN-10 of a 978 book and none for 979', () => {
    expect(isbn10Of('9780441172719')).toBe('0441172717');
    expect(isbn10Of('9780804429573')).toBe('080442957X');
    expect(isbn10Of('9791032305690')).toBeNull();
  });
});
