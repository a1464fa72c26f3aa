// ISBNs as printed above a barcode: 10 digits (the last may be X) or 13 (978/979, an EAN-13). Both
// carry a check digit, so a mistyped or misread digit is caught here before anyone is asked.
// Every ISBN is kept and looked up as its 13-digit form: the ISBN-10 and ISBN-13 of one book are one
// entry in the cache.

/** Spaces and dashes as printed ("978-0-441-17271-9") are ignored. */
function digitsOf(raw: string): string {
  return raw.replace(/[\s-]/g, '').toUpperCase();
}

function isbn10Valid(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i += 1) {
    const c = isbn[i] as string;
    sum += (c === 'X' ? 10 : Number(c)) * (10 - i);
  }
  return sum % 11 === 0;
}

function ean13CheckDigit(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isbn13Valid(isbn: string): boolean {
  if (!/^97[89]\d{10}$/.test(isbn)) return false;
  return ean13CheckDigit(isbn.slice(0, 12)) === Number(isbn[12]);
}

/** The ISBN-13 of a valid ISBN-10 or ISBN-13, or null when the digits or the check digit are wrong. */
export function normalIsbn(raw: string): string | null {
  const isbn = digitsOf(raw);
  if (isbn.length === 13) return isbn13Valid(isbn) ? isbn : null;
  if (isbn.length === 10 && isbn10Valid(isbn)) {
    const first12 = `978${isbn.slice(0, 9)}`;
    return `${first12}${ean13CheckDigit(first12)}`;
  }
  return null;
}

/** The ISBN-10 of a 978 ISBN-13 (979 ones have none). */
export function isbn10Of(isbn13: string): string | null {
  if (!isbn13.startsWith('978') || isbn13.length !== 13) return null;
  const body = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i += 1) sum += Number(body[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return `${body}${check === 10 ? 'X' : String(check)}`;
}
