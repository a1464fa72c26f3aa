// The web-address rule against phishing: every way of writing an address a reader could visit, or a
// client would link, is refused where members write it; what reads as words joined by a dot is kept,
// and reaches our emails as text no client links. Two linkifiers stand in for mail clients.

import { LinkifyIt } from 'linkify-it';
import { find } from 'linkifyjs';
import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { hasWebAddress, neutralisedForEmail } from './fields.ts';
import { TOP_LEVEL_DOMAINS } from './iana-tlds.ts';
import { deriveLookAlikes } from './look-alikes.derive.ts';
import { DOT_LOOK_ALIKES, LOOK_ALIKE_LETTERS } from './look-alikes.ts';
import { createWishlistSchema } from './posts.ts';
import { closeSchema, reportSchema } from './transitions.ts';
import { readerText } from './web-address.ts';

/** Refused in a title, an author, a display name and a message alike. */
const refused: [string, string][] = [
  ['a full address', 'Verify your account at https://bookwish-help.support/login'],
  ['http', 'http://bookwish.help'],
  ['a scheme with backslashes', 'Dune https:\\\\bookwish.help'],
  ['a protocol-relative address', '//bookwish.help/login'],
  ['www. without an ending', 'see www.dune-deals'],
  ['www.', 'www.bookwish.help'],
  ['a link shortener', 'bit.ly/x1'],
  ['a one-letter host with a path', 't.co/abc'],
  ['an IP address', 'Free at 203.0.113.7'],
  ['an IP address with a path', '203.0.113.7/dune'],
  ['punycode ending', 'bookwish.xn--p1ai'],
  ['a punycode host', 'xn--bcher-kva.help'],
  ['an email address', 'Dune, write help@bookwish-help.support'],
  ['an email address in prose case', 'Anna.Kim@Bookwish.Help'],
  ['mailto:', 'mailto:help@bookwish.help'],
  ['a new ending', 'Bookwish Support verify at bookwish-help.support'],
  ['.help', 'Reset your password at bookwish.help'],
  ['.email', 'Write to verify.email today'],
  ['.ai', 'Dune summary at dune-notes.ai'],
  ['.zip', 'download dune-epub.zip'],
  ['a country domain under co', 'bookwish.co.uk'],
  ['a lowercase label under a capitalised ending', 'bookwish.co.Uk'],
  ['capitals and a hyphen', 'BOOKWISH-HELP.SUPPORT'],
  ['capitals', 'BOOKWISH.HELP'],
  ['a trailing dot', 'verify at bookwish.support.'],
  ['an address glued to Chinese text', '请访问bookwish-help.support获取帮助'],
  ['an address in parentheses', 'Herbert (bookwish-verify.com)'],
  ['a Cyrillic o in the ending', 'bookwish-help.c\u043Em'],
  ['a Greek o in the ending', 'bookwish.c\u03BFm'],
  ['an Armenian o in the ending', 'bookwish.supp\u0585rt'],
  ['a dotless i in the ending', 'bookwish.onl\u0131ne'],
  ['a small capital o in the ending', 'bookwish.sh\u1D0Fp'],
  ['a script g in the ending', 'bookwish.\u0261ift'],
  ['mathematical bold letters', '\u{1D41B}\u{1D428}\u{1D428}\u{1D424}.\u{1D421}\u{1D41E}\u{1D425}\u{1D429}'],
  ['a raised dot', 'bookwish\u2E33support'],
  ['a word separator middle dot', 'bookwish\u2E31support'],
  ['a bullet', 'bookwish\u2022support'],
  ['a Latin middle dot', 'bookwish\uA78Fsupport'],
  ['a runic dot', 'bookwish\u16EBsupport'],
  ['an Armenian full stop', 'bookwish\u0589support'],
  ['a middle dot', 'bookwish\u00B7support'],
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
  ['an accent on the ending', 'bookwish-help.su\u0301pport'],
  ['a defanged dot', 'name[.]support'],
  ['a dot in parentheses', 'name(dot)support'],
  ['a dot in brackets', 'bookwish [dot] help'],
  ['a dot written out', 'bookwish dot support'],
  ['"dot com" written out', 'visit bookwish dot com'],
  ['spaced dots', 'example . com'],
  ['a space before the dot', 'log in at bookwish .help'],
  ['a dot written out in French', 'livres-gratuits point com'],
  ['a dot written out in Chinese', '请访问bookwish点com'],
  ['a dot written out in Persian', 'bookwish نقطه help'],
  ['an address and a handle', 'x.com @handle'],
  ['an ending shouted', 'Bookwish.HELP'],
  ['a look-alike slash before a path', 'Bookwish.Help\u2215login'],
  ['a look-alike colon in the scheme', 'https\uA789//Bookwish.Help'],
  ['a right-to-left override', 'Visit \u202Etroppus.hsiwkoob\u202C now'],
  ['an IDN domain and ending', 'книги.рф'],
  ['an IDN host under a Latin ending', 'bücher-hilfe.support'],
  ['a Latin host under a Chinese ending', 'bookwish\u3002中国'],
  ['a lowercase abbreviation before an ending', 'mr.men'],
  ['etc.net', 'etc.net'],
];

/** Refused in a display name and a message, where a brand written as its site is an address to
 * visit; kept in a book's title ("Amazon.com: Get Big Fast"), and neutralised in emails. */
const refusedOutsideTitles: [string, string][] = [
  ['a display name that is a site', 'Freebooks.help'],
  ['a capitalised host', 'Get free books at Freebooks.help'],
  ['a brand', 'Bought it at Amazon.com'],
  ['a capitalised host, lowercase ending', 'Bookwish.support'],
];

/** Words joined by a dot that a client would still link: kept as written on pages (which link
 * nothing), neutralised in emails. Each abbreviation form reached an email subject before. */
const neutralised: [string, string][] = [
  ['an abbreviation before a capitalised ending', 'St.Help'],
  ['Dr.', 'Dr.Support'],
  ['Mr.', 'Mr.Login'],
  ['No.', 'No.Money'],
  ['Vol.', 'Vol.MD'],
  ['in a name', 'Bookwish St.Help'],
  ['with a Cyrillic e', 'St.H\u0435lp'],
  ['a name that is also a site', 'Anna.Kim'],
  ['three words', 'Eat.Pray.Love'],
  ['a product', 'Socket.IO Cookbook'],
];

/** What a client makes of an email's text: linkify-it with the root zone, and linkifyjs. */
const linkifyIt = new LinkifyIt({ fuzzyLink: true, fuzzyEmail: true, fuzzyIP: true }).tlds([
  ...TOP_LEVEL_DOMAINS,
]);
const linksIn = (text: string) => [
  ...(linkifyIt.match(text) ?? []).map((m) => m.raw),
  ...find(text).map((m) => m.value),
];

describe('a web address in member text', () => {
  it('is tested on at least forty phishing forms', () => {
    expect(refused.length + refusedOutsideTitles.length + neutralised.length).toBeGreaterThanOrEqual(40);
  });

  it.each(refused)('is refused: %s (%s)', (_why, text) => {
    expect(hasWebAddress(text, 'title')).toBe(true);
    expect(hasWebAddress(text, 'name')).toBe(true);
    expect(hasWebAddress(text, 'message')).toBe(true);
  });

  it.each(refusedOutsideTitles)('is refused in a display name and a message: %s (%s)', (_why, text) => {
    expect(hasWebAddress(text, 'name')).toBe(true);
    expect(hasWebAddress(text, 'message')).toBe(true);
    expect(hasWebAddress(text, 'title')).toBe(false);
  });

  it.each([...refused, ...refusedOutsideTitles, ...neutralised])(
    'never reaches an email as a link, even from a name stored before the rule: %s (%s)',
    (_why, text) => {
      const shown = neutralisedForEmail(text);
      expect(linksIn(shown)).toEqual([]);
      expect(shown).not.toContain('[link removed]');
    },
  );

  it.each(neutralised)('is a link, as a reader reads it, before it is neutralised: %s (%s)', (_why, text) => {
    // Mr.Login has no ending in the root zone: no client links it as written.
    if (text !== 'Mr.Login') expect(linksIn(readerText(text))).not.toEqual([]);
    expect(hasWebAddress(text, 'title')).toBe(false);
    expect(hasWebAddress(text, 'name')).toBe(false);
  });

  it('keeps the words around a neutralised address, as a reader reads it', () => {
    expect(neutralisedForEmail('Dune, verify at bookwish-help\u3002support now')).toBe(
      'Dune, verify at bookwish-help·support now',
    );
    expect(neutralisedForEmail('Bookwish St.Help')).toBe('Bookwish St·Help');
    expect(neutralisedForEmail('see https://bookwish.help/login')).toBe('see bookwish·help/login');
    expect(neutralisedForEmail('see www.dune-deals')).toBe('see www·dune-deals');
  });
});

describe('the forms refuse it with the catalogue words', () => {
  const wish = {
    title: 'Dune',
    destination: 'Canada',
    purchaseLink: 'https://books.example.ca/dune',
    price: '$20',
  };

  it('in a title, with the title message', () => {
    const result = createWishlistSchema.safeParse({ ...wish, title: 'Dune bookwish-help\u3002support' });
    expect(result.error?.issues[0]).toMatchObject({ path: ['title'], message: messages.common.noWebAddress });
  });

  it.each([
    ['message', { ...wish, message: 'Verify at https://bookwish-help.support/login' }],
    ['destination', { ...wish, destination: 'Canada, see bookwish.help' }],
  ])('in a wish %s, with the message words', (field, body) => {
    const result = createWishlistSchema.safeParse(body);
    expect(result.error?.issues[0]).toMatchObject({
      path: [field],
      message: messages.common.noWebAddressInMessage,
    });
  });

  it('in a thank-you note and a report note', () => {
    expect(
      closeSchema.safeParse({ thankYouNote: 'Thanks! Log in at bookwish.help' }).error?.issues[0]?.message,
    ).toBe(messages.common.noWebAddressInMessage);
    expect(
      reportSchema.safeParse({ reason: 'other', note: 'see bookwish•help' }).error?.issues[0]?.message,
    ).toBe(messages.common.noWebAddressInMessage);
    expect(closeSchema.safeParse({ thankYouNote: 'It arrived today.Love it' }).success).toBe(true);
  });
});

describe('the look-alikes', () => {
  it("are Unicode's confusables as the kept package ships them, cut to letters, digits and dots", () => {
    const tables = deriveLookAlikes();
    expect(LOOK_ALIKE_LETTERS.trim().split(' ')).toEqual(tables.letters.map(([from, to]) => `${from}${to}`));
    expect([...DOT_LOOK_ALIKES]).toEqual(tables.dots);
  });
});
