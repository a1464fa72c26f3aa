// Every language on a phone's 390 px and a laptop's 1280 px: home, Explore with a filter, a post page
// with its status chip, Make a Wish with every validation error, the Offer drawer, the profile with a
// deadline, sign-up and Terms. Each screen shows its own language's texts, no English sentence left
// over, no other Latin word of three letters or more that is not a name, a title or a member's text,
// the brand, or a web address, and no text out of its box. The header, signed out, as a member and as
// a volunteer, keeps every link on one line and a search box one can type a title into (at 800 px too,
// where the links first join the header).
//
// What a language changes is its text, its direction and its length: the DOM is the same. So each
// screen is visited once per language (a member's screens in the app, as its links lead there, not
// each in a new document) and checked at both widths by resizing the window, and axe runs
// on Persian's screens only (right to left; English's run in routes-a11y.spec.ts, dialogs-a11y and
// features-a11y). The pseudo-locale (every text 40% longer) proves the boxes stretch, for English too.
//
// With BOOKWISH_SCREENSHOTS=1, every screen of every language at both widths lands in
// test-results/languages/<language>-<screen>-<width>.png.
import { fileURLToPath } from 'node:url';
import { LOCALE_INFO, LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { demoAccounts, demoPostIds } from '../../functions/src/local/demo-data.ts';
import { pseudoText } from '../i18n-catalogues.ts';
import { axeResults } from './helpers/axe.ts';
import { openInApp } from './helpers/in-app.ts';
import {
  type Catalogue,
  catalogueOf,
  collectMemberText,
  headerLayout,
  overflowingText,
  strayLatin,
  visibleText,
} from './helpers/language-checks.ts';
import { hugeFakePng, signIn, textFile } from './helpers/members.ts';
import { SCREENSHOTS } from './helpers/review-shots.ts';
import { expect, type Page, test } from './helpers/test.ts';

const english = catalogueOf('en');
const screenshots = fileURLToPath(new URL('../../test-results/languages/', import.meta.url));

const PSEUDO = 'en-XA';
type Language = Locale | typeof PSEUDO;
const account = (role: string) => demoAccounts.find((a) => a.role === role) as (typeof demoAccounts)[number];
const wendy = account('wisher');
const vera = account('volunteer');
const tessasWish = 'demo-wish-posted-2';

const PHONE = { width: 390, height: 844 };
const LAPTOP = { width: 1280, height: 800 };
/** Where the links first join the header: its tightest width. */
const NARROW_DESKTOP = { width: 800, height: 800 };
/** The search box's least width: room for a short title (about 16 characters) beside its padding. */
const SEARCH_MIN = { 390: 240, 800: 160, 1280: 200 } as Record<number, number>;

/** A message as the page shows it, its {variables} filled (plain arguments only); the pseudo-locale's
 * texts are English made longer by the same function the build uses. */
function say(locale: Language, own: Catalogue, key: string, values: Record<string, string> = {}): string {
  const message = own[key];
  if (message === undefined) throw new Error(`No catalogue key ${key}`);
  return message
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name) return values[name] ?? part;
      return locale === PSEUDO ? pseudoText(part) : part;
    })
    .join('');
}

/** English sentences (three words or more, the literal runs between variables) that a page in
 * another language must not show. Texts a language keeps as in English (names, "Bookwish") are left out. */
function englishSentences(own: Catalogue): string[] {
  const found = new Set<string>();
  for (const [key, message] of Object.entries(english)) {
    if (own[key] === message) continue;
    for (const run of message.split(/\{[^}]*\}|<\/?\w+>/)) {
      const trimmed = run.trim();
      if (trimmed.split(/\s+/).filter((w) => /[a-z]{2,}/i.test(w)).length >= 3) found.add(trimmed);
    }
  }
  return [...found];
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('main h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

// The languages are independent of each other: both workers take them.
test.describe.configure({ mode: 'parallel' });

// English itself is not run: it has no other language's words to find, and the pseudo-locale is
// English made 40% longer, so its screens and headers fit wherever English's do. English's own texts
// are every other spec's (create-validation's alerts, deadline's '12 Dec'), its axe routes-a11y's.
for (const locale of [...LOCALES.filter((l) => l !== 'en'), PSEUDO] as const) {
  test(`${locale}: every screen at 390 and 1280 px in its own words, nothing out of its box, the header's links on one line`, async ({
    page,
  }) => {
    test.setTimeout(420_000);
    const pseudo = locale === PSEUDO;
    const own = pseudo ? english : catalogueOf(locale);
    const t = (key: string, values?: Record<string, string>) => say(locale, own, key, values);
    const leftovers = pseudo ? [] : englishSentences(own);
    const dir = pseudo ? 'ltr' : LOCALE_INFO[locale].dir;
    const intl = pseudo ? 'en-CA' : LOCALE_INFO[locale].intl;
    const widths = [PHONE, LAPTOP];
    const memberText = collectMemberText(page);

    await page.addInitScript((value) => localStorage.setItem('bookwish.language', value), locale);

    /** This screen at each width: its words, direction and boxes; axe in Persian; a screenshot if asked. */
    const check = async (screen: string) => {
      for (const viewport of widths) {
        await page.setViewportSize(viewport);
        const at = `${screen} in ${locale} at ${viewport.width} px`;
        await expect(page.locator('html')).toHaveAttribute('dir', dir);
        const visible = await visibleText(page);
        expect(
          leftovers.filter((sentence) => visible.includes(sentence)),
          `${at}: English sentences`,
        ).toEqual([]);
        if (!pseudo) {
          expect(strayLatin(locale, visible, await memberText.words()), `${at}: Latin words`).toEqual([]);
        }
        expect(await overflowingText(page), `${at}: text out of its box`).toEqual([]);
        if (SCREENSHOTS) {
          // The pictures in view drawn (lazy ones beside or below the view never load: not in the shot).
          await page.waitForFunction(() =>
            [...document.images].every((image) => {
              const box = image.getBoundingClientRect();
              const inView =
                box.bottom > 0 &&
                box.top < window.innerHeight &&
                box.right > 0 &&
                box.left < window.innerWidth;
              return image.complete || !inView || !image.checkVisibility();
            }),
          );
          await page.screenshot({ path: `${screenshots}${locale}-${screen}-${viewport.width}.png` });
        }
        // One axe run per screen: Persian's at the laptop's width (the DOM is every language's).
        if (locale === 'fa' && viewport === LAPTOP) {
          const axe = await axeResults(page);
          expect(
            axe.violations.map((v) => ({
              rule: v.id,
              nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
            })),
            `${at}: axe`,
          ).toEqual([]);
        }
      }
    };

    /** The header at the phone's width (its side sheet), where the links join it, and the laptop's. */
    const checkHeader = async (who: string, linkCount: number) => {
      for (const viewport of [PHONE, NARROW_DESKTOP, LAPTOP]) {
        await page.setViewportSize(viewport);
        const at = `the header ${who} in ${locale} at ${viewport.width} px`;
        const sheet = page.getByRole('dialog', { name: t('sideSheet.menu') });
        if (viewport === PHONE) {
          await page
            .getByRole('banner')
            .getByRole('button', { name: t('sideSheet.openMenu') })
            .click();
          await expect(sheet).toBeVisible();
        }
        const layout = await headerLayout(page);
        expect(layout.links, `${at}: the menu's links`).toHaveLength(linkCount);
        // In the side sheet a long name may take two lines; in the header's row, one.
        const most = viewport === PHONE ? 2 : 1;
        expect(
          layout.links.filter((link) => link.lines > most),
          `${at}: links on more than ${most} line(s)`,
        ).toEqual([]);
        expect(layout.searchWidth, `${at}: the search box's width`).toBeGreaterThanOrEqual(
          SEARCH_MIN[viewport.width] ?? 160,
        );
        expect(layout.collisions, `${at}: logo, search, buttons`).toEqual([]);
        if (viewport === PHONE) {
          await page.keyboard.press('Escape');
          await expect(sheet).toBeHidden();
        }
      }
    };

    // A visitor: the header (on Terms: the bar is every page's), Terms, and sign-up (the log-in page
    // shows no header).
    await page.goto('/terms');
    await settle(page);
    await checkHeader('signed out', 5);
    if (locale === 'fa') {
      // Mirrored: the logo, at the start of the bar, sits on the right; headings run right to left.
      const logo = await page.getByRole('banner').locator('a[href="/"]').first().boundingBox();
      expect((logo?.x ?? 0) + (logo?.width ?? 0) / 2).toBeGreaterThan(LAPTOP.width / 2);
      expect(
        await page
          .locator('main h1')
          .first()
          .evaluate((h) => getComputedStyle(h).direction),
      ).toBe('rtl');
    }

    await check('terms');

    await page.goto('/login');
    await page.getByRole('button', { name: t('msg.pages.signUpLink'), exact: true }).click();
    await expect(page.getByRole('checkbox')).toBeVisible();
    await check('signup');

    // A member: Wendy.
    await signIn(page, wendy);
    await page.goto('/');
    await settle(page);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: t('topMenu.yourProfileNamed', { name: wendy.name }) })
        .first(),
    ).toBeAttached();
    await expect(page.locator('main h1').first()).toHaveText(t('homePage.giftABookGrantA'));
    await checkHeader('as a member', 5);
    await check('home');

    await openInApp(page, '/wishlists?type=Fiction');
    await settle(page);
    await expect(page.locator('main h1').first()).toHaveText(t('wishlistsPage.exploreWishlists'));
    await check('explore');

    await openInApp(page, `/wishlist/${demoPostIds.offeredWishlist}`);
    await settle(page);
    await expect(page.getByText(t('wishlistPage.postedBy')).first()).toBeVisible();
    // The status chip in this language (it once showed the stored English word).
    await expect(
      page.locator('main').getByText(t('activityTimeline.status.offered'), { exact: true }).first(),
    ).toBeVisible();
    await check('post');

    // Make a Wish: each validation message of the form in the spec's order, in this language.
    await openInApp(page, '/makeawish');
    await settle(page);
    const post = page.getByRole('button', { name: t('postFormFooter.post'), exact: true });
    const alert = (key: string) => expect(page.getByRole('alert').filter({ hasText: t(key) })).toBeVisible();
    await post.click();
    await alert('msg.wishlist.titleRequired');
    await page.getByLabel(t('wishlistForm.title'), { exact: true }).fill('Le Petit Prince');
    await post.click();
    await alert('msg.wishlist.destinationRequired');
    await page.getByLabel(t('wishlistForm.destinationCountry')).fill('Canada');
    await post.click();
    await alert('msg.wishlist.linkAndPriceRequired');
    await page.getByLabel(t('wishlistForm.purchaseLink')).fill('https://www.example.org/petit-prince');
    await page.getByLabel(t('wishlistForm.price')).fill('CAD 18.00');
    await page.getByLabel(t('wishlistForm.bookCover')).setInputFiles(textFile);
    await post.click();
    await alert('msg.wishlist.coverType');
    await page.getByLabel(t('wishlistForm.bookCover')).setInputFiles(hugeFakePng);
    await post.click();
    await alert('msg.wishlist.coverTooBig');
    await expect(page).toHaveURL(/\/makeawish$/);
    await check('makeawish');

    // The Offer drawer on another member's open wish.
    await openInApp(page, `/wishlist/${tessasWish}`);
    await settle(page);
    await page
      .locator('main')
      .getByRole('button', { name: t('offerButton.offer'), exact: true })
      .click();
    await expect(page.getByRole('dialog', { name: t('offerDrawer.offerToGiftThisBook') })).toBeVisible();
    await check('offer');
    await page.keyboard.press('Escape');

    // The profile: Wendy must share her address for the wish Gabriel offered on, by a day written
    // this language's way.
    await openInApp(page, '/profile');
    await settle(page);
    const deadline = page.locator('main time[datetime]').first();
    await expect(deadline).toBeVisible();
    const day = (await deadline.getAttribute('datetime')) as string;
    // Written by this language's Intl (Node's or the browser's).
    const format = ([tag, iso]: [string, string]) =>
      new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
        new Date(`${iso}T12:00:00Z`),
      );
    const dates = [format([intl, day]), await page.evaluate(format, [intl, day] as [string, string])];
    const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const [before, after] = t('msg.deadline.shareAddress', { date: '\u0000' }).split('\u0000');
    await expect(deadline).toHaveText(
      new RegExp(
        `^${literal(before ?? '')}(${dates.filter(Boolean).map(literal).join('|')})${literal(after ?? '')}$`,
      ),
    );
    await check('profile');

    // A volunteer's header has one link more (Support).
    await signIn(page, vera);
    await page.goto('/');
    await settle(page);
    await expect(
      page
        .getByRole('banner')
        .getByRole('link', { name: t('topMenu.yourProfileNamed', { name: vera.name }) })
        .first(),
    ).toBeAttached();
    await checkHeader('as a volunteer', 6);
  });
}
