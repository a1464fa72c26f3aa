// The web-address ban on titles, authors and display names, which other members read in our emails:
// every way of writing an address a reader could visit is refused, and ordinary titles are not.

import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { hasWebAddress, withoutWebAddresses } from './fields.ts';
import { createWishlistSchema } from './posts.ts';

const refused: [string, string][] = [
  ['a top-level domain not on a short list', 'Bookwish Support verify at bookwish-help.support'],
  ['.help', 'Reset your password at bookwish.help'],
  ['.email', 'Write to verify.email today'],
  ['.in', 'Free books at books-free.in'],
  ['.ai', 'Dune summary at dune-notes.ai'],
  ['.gd', 'see short.gd/x1'],
  ['.zip', 'download dune-epub.zip'],
  ['a domain starting with a listed one: .community', 'Join bookwish.community'],
  ['.company', 'bookwish.company/verify'],
  ['an ideographic full stop', 'bookwish-help\u3002support'],
  ['a fullwidth full stop', 'bookwish-help\uFF0Esupport'],
  ['a halfwidth ideographic full stop', 'bookwish-help\uFF61support'],
  [
    'fullwidth letters',
    '\uFF42\uFF4F\uFF4F\uFF4B\uFF57\uFF49\uFF53\uFF48\uFF0E\uFF53\uFF55\uFF50\uFF50\uFF4F\uFF52\uFF54',
  ],
  ['a combining grapheme joiner', 'bookwish-help.\u034Fsupport'],
  ['a variation selector', 'bookwish-help\uFE0F.support'],
  ['zero-width spaces and joiners', 'bookwish\u200B-help.\u200Dsup\u2060port'],
  ['a soft hyphen', 'bookwish.sup\u00ADport'],
  ['an IDN domain and top-level domain', 'книги.рф'],
  ['an IDN host under a Latin top-level domain', 'bücher-hilfe.support'],
  ['punycode', 'bookwish.xn--p1ai'],
  ['a punycode host', 'xn--bcher-kva.help'],
  ['a scheme', 'Dune https://example'],
  ['a scheme with backslashes', 'Dune https:\\\\example'],
  ['www.', 'see www.dune-deals'],
  ['an email address', 'Dune, write help@bookwish-help.support'],
  ['a country domain under co', 'bookwish.co.uk'],
  ['capitals', 'BOOKWISH-HELP.SUPPORT'],
  ['a trailing dot', 'verify at bookwish.support.'],
  ['an address glued to Chinese text', '请访问bookwish-help.support获取帮助'],
  ['an address in parentheses', 'Herbert (bookwish-verify.com)'],
  ['a Cyrillic o in a Latin top-level domain', 'bookwish-help.c\u043Em'],
  ['an accent on a top-level domain', 'bookwish-help.su\u0301pport'],
  ['a lowercase title abbreviation before a top-level domain', 'mr.men'],
  ['etc.net', 'etc.net'],
  ['a dotted IP address with a path', 'Free at 203.0.113.7/dune'],
  ['a one-letter host with a path', 't.co/abc'],
];

const accepted: [string, string][] = [
  ['an abbreviation and a space', "Mr. Popper's Penguins"],
  ['initials', 'U.S.A.'],
  ['a volume', 'Vol. 2'],
  ['lowercase initials', 'e.e. cummings'],
  ['Dr.', 'Dr. Seuss'],
  ['St.', 'St. Louis'],
  ['No.', "The No. 1 Ladies' Detective Agency"],
  ['a number', '1984'],
  ['A.I.', 'A.I. for Beginners'],
  ['a Roman numeral volume, no space', 'Harry Potter and the Order of the Phoenix vol.ii'],
  ['a Roman numeral that is a country code', 'Vol.VI'],
  ['a name after an abbreviation, no space', 'Mrs.Dalloway'],
  ['a title-case word that is a domain, after an abbreviation', 'Mr.Men and Little Miss'],
  ['a chapter number', 'Ch.3'],
  ['feat.', 'feat.Drake'],
  ['a domain without a name', 'The .com Bubble'],
  ['a sentence end', 'The end. Then the sea'],
  ['a sentence end before a domain word', 'It ends. Love wins'],
  ['an ellipsis', 'Wait...love'],
  ['Node.js', 'Node.js Design Patterns'],
  ['J.R.R.', 'J.R.R. Tolkien'],
  ['an initial glued to a surname that is a domain', 'J.Black'],
  ['ASP.NET', 'Pro ASP.NET Core 6'],
  ['a version', 'Web 2.0 for Dummies'],
  ['a Chinese sentence stop', '三体。中国'],
  ['a Chinese title', '紅樓夢'],
  ['Punjabi', 'ਗੁਰੂ ਗ੍ਰੰਥ ਸਾਹਿਬ'],
  ['Persian', 'بوف کور'],
  ['French', "L'Étranger, éd. Gallimard"],
  ['Ph.D.', 'Jane Doe, Ph.D.'],
  ['a decimal', 'Pi to 3.14159'],
];

describe('a web address in member text', () => {
  it('is tested on at least forty forms', () => {
    expect(refused.length + accepted.length).toBeGreaterThanOrEqual(40);
  });

  it.each(refused)('is refused: %s (%s)', (_why, text) => {
    expect(hasWebAddress(text)).toBe(true);
  });

  it.each(accepted)('is not seen in an ordinary text: %s (%s)', (_why, text) => {
    expect(hasWebAddress(text)).toBe(false);
  });

  it('is refused on a wish with the spec message', () => {
    const wish = {
      title: 'Dune',
      destination: 'Canada',
      purchaseLink: 'https://books.example.ca/dune',
      price: '$20',
    };
    const result = createWishlistSchema.safeParse({ ...wish, title: 'Dune bookwish-help\u3002support' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'], message: messages.common.noWebAddress });
  });

  it.each(refused)('is removed where an email shows member text: %s', (_why, text) => {
    const shown = withoutWebAddresses(text);
    expect(shown).toContain('[link removed]');
    expect(hasWebAddress(shown)).toBe(false);
  });

  it('leaves the words around an address', () => {
    expect(withoutWebAddresses('Dune, verify at bookwish-help\u3002support now')).toBe(
      'Dune, verify at [link removed] now',
    );
  });
});
