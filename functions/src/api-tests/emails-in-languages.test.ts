// A member's language, over the real emulators: chosen in their email settings (PUT
// /api/me/notifications), it writes every email they get. Members who chose French and Punjabi get
// the offer on their wish, a book alert, and the "share your address by <date>" reminder (the test
// clock moves 5 days) in their language, the date written the language's way, in the SES emulator's
// mailbox; the unsubscribe page speaks it too. The clock goes back to real time after.

import { formatDeadlineIn } from '@bookwish/shared/i18n/dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mail } from '../local/mailbox.ts';
import { mailbox } from '../local/test-helpers.ts';
import {
  baseUrl,
  call,
  devClock,
  expectOk,
  type Member,
  signedUp,
  treatBody,
  wishlistBody,
} from './client.ts';

/** Waits, as a person refreshing their inbox would, for the notifications about one post. */
async function inbox(m: Member, path: string, count: number): Promise<Mail[]> {
  for (;;) {
    const mails = (await mailbox(m.account?.email ?? '')).filter(
      (mail) => mail.kind === 'Notification' && mail.text.includes(`${path}\n`),
    );
    if (mails.length >= count) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** French quotes a title between guillemets, with no-break spaces inside. */
const guillemets = (title: string) => `«\u00a0${title}\u00a0»`;

const settingsOf = async (m: Member) =>
  (await call('GET', '/api/me/notifications', { token: m.token })).body as Record<string, unknown>;

/** A member's email settings before they change any: every category on, no language, not discreet. */
const untouched = { turn: true, updates: true, alerts: true, language: null, discreet: false, area: null };
describe('the language emails are written in', () => {
  let amelie: Member;
  let harpreet: Member;
  let giver: Member;

  beforeAll(async () => {
    [amelie, harpreet, giver] = await Promise.all([
      signedUp('Amélie Tremblay'),
      signedUp('Harpreet Gill'),
      signedUp('Gabriel Giver'),
    ]);
  });

  afterAll(async () => {
    expect((await devClock({ reset: true })).status).toBe(200);
  });

  it('is none until chosen; an unknown language is refused with the ones we speak, and changes nothing', async () => {
    expect(await settingsOf(amelie)).toEqual(untouched);
    const refused = await call('PUT', '/api/me/notifications', {
      token: amelie.token,
      body: { language: 'klingon', updates: false },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.error.fields.language).toBe(
      'Please choose one of the languages Bookwish speaks: English (en), Français (fr-CA), 繁體中文 (zh-Hant), 简体中文 (zh-Hans), ਪੰਜਾਬੀ (pa), فارسی (fa).',
    );
    expect(await settingsOf(amelie)).toEqual(untouched);

    expectOk(
      await call('PUT', '/api/me/notifications', { token: amelie.token, body: { language: 'fr-CA' } }),
      'French',
    );
    expectOk(
      await call('PUT', '/api/me/notifications', { token: harpreet.token, body: { language: 'pa' } }),
      'Punjabi',
    );
    expect(await settingsOf(amelie)).toEqual({ ...untouched, language: 'fr-CA' });
    // A reset turns the kinds back on and keeps the language.
    expectOk(
      await call('PUT', '/api/me/notifications', { token: harpreet.token, body: { reset: true } }),
      'reset',
    );
    expect((await settingsOf(harpreet)).language).toBe('pa');
  });

  it('the offer, the book alert and the reminder with its date arrive in French and in Punjabi', async () => {
    const tag = `Quillon ${Date.now().toString(36)}`;
    const title = `Le Petit Prince of ${tag}`;
    const wishOf = async (m: Member) =>
      expectOk(
        await call('POST', '/api/wishlists', {
          token: m.token,
          body: { ...wishlistBody(title), author: 'Antoine de Saint-Exupéry' },
        }),
        'wish',
      ).body.id as string;
    const frWish = await wishOf(amelie);
    const paWish = await wishOf(harpreet);

    // A book alert: a treat of the book both wish for.
    const treatId = expectOk(
      await call('POST', '/api/treats', {
        token: giver.token,
        body: { ...treatBody(title), author: 'Antoine de Saint-Exupéry' },
      }),
      'treat',
    ).body.id as string;
    const [frAlert] = await inbox(amelie, `/treat/${treatId}`, 1);
    expect(frAlert?.subject).toBe(`Un membre donne ${guillemets(title)}`);
    expect(frAlert?.text).toContain('Bonjour Amélie Tremblay,');
    expect(frAlert?.text).toContain('c’est un livre de votre liste de souhaits');
    expect(frAlert?.text).toContain('Voir le cadeau\u00a0: ');
    expect(frAlert?.html).toContain('<html lang="fr-CA" dir="ltr">');
    const [paAlert] = await inbox(harpreet, `/treat/${treatId}`, 1);
    expect(paAlert?.subject).toBe(`ਇੱਕ ਮੈਂਬਰ "${title}" ਮੁਫ਼ਤ ਦੇ ਰਿਹਾ ਹੈ`);
    expect(paAlert?.text).toContain('Harpreet Gill ਜੀ,');
    expect(paAlert?.text).toContain('ਤੋਹਫ਼ਾ ਵੇਖੋ: ');

    // A hand-off: the giver offers on both wishes.
    for (const id of [frWish, paWish])
      expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} }), 'offer');
    const [frOffer] = await inbox(amelie, `/wishlist/${frWish}`, 1);
    expect(frOffer?.subject).toBe(`Gabriel Giver propose de vous envoyer ${guillemets(title)}`);
    expect(frOffer?.text).toContain('Partagez votre adresse\u00a0: ');
    expect(frOffer?.text).toContain(
      'Vous ne voulez plus recevoir ces courriels\u202f? Désactivez-les\u00a0: ',
    );
    const [paOffer] = await inbox(harpreet, `/wishlist/${paWish}`, 1);
    expect(paOffer?.subject).toBe(`Gabriel Giver ਨੇ ਤੁਹਾਨੂੰ "${title}" ਭੇਜਣ ਦੀ ਪੇਸ਼ਕਸ਼ ਕੀਤੀ ਹੈ`);

    // The reminder 2 days before the deadline, with the deadline's day in the language's own words.
    const deadlineOf = async (m: Member, id: string) =>
      (await call('GET', `/api/wishlists/${id}`, { token: m.token })).body.deadline.at as number;
    const frDay = formatDeadlineIn(await deadlineOf(amelie, frWish), 'fr-CA');
    const paDay = formatDeadlineIn(await deadlineOf(harpreet, paWish), 'pa');
    expect(frDay).toMatch(/^\d{1,2} [a-zéû]+\.?$/); // "12 déc."
    expect(paDay).toMatch(/^[੦-੯\d]{1,2} \p{Script=Gurmukhi}+/u); // "12 ਦਸੰ"
    expect((await devClock({ advanceDays: 5 })).status).toBe(200);
    const [, frReminder] = await inbox(amelie, `/wishlist/${frWish}`, 2);
    expect(frReminder?.subject).toBe(`Indiquez votre adresse pour ${guillemets(title)} d’ici le ${frDay}`);
    expect(frReminder?.text).toContain(
      `Veuillez l’indiquer sur l’annonce d’ici le ${frDay}, sinon l’offre expire`,
    );
    const [, paReminder] = await inbox(harpreet, `/wishlist/${paWish}`, 2);
    expect(paReminder?.subject).toBe(`"${title}" ਲਈ ਆਪਣਾ ਪਤਾ ${paDay} ਤੱਕ ਸਾਂਝਾ ਕਰੋ`);
    expect(paReminder?.text).toContain(`ਕਿਰਪਾ ਕਰਕੇ ਇਸ ਨੂੰ ਪੋਸਟ ’ਤੇ ${paDay} ਤੱਕ ਸਾਂਝਾ ਕਰੋ`);

    // The unsubscribe page answers in the member's language, whatever the browser says.
    const link = /^<(.+)>$/.exec(frReminder?.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const page = await fetch(link, { headers: { 'accept-language': 'en-CA,en;q=0.9' } });
    const html = await page.text();
    expect(html).toContain('<html lang="fr-CA" dir="ltr">');
    expect(html).toContain(
      'Voulez-vous ne plus recevoir les courriels quand c’est votre tour de Bookwish\u202f?',
    );
    expect(html).toContain('Se désabonner des courriels quand c’est votre tour</button>');
  });

  it('a link that names no member answers in the visitor’s language: cookie first, then the browser', async () => {
    const bad = `${baseUrl()}/api/unsubscribe?token=nonsense`;
    const persian = await fetch(bad, { headers: { 'accept-language': 'fa-IR,fa;q=0.9,en;q=0.5' } });
    expect(persian.status).toBe(400);
    const html = await persian.text();
    expect(html).toContain('<html lang="fa" dir="rtl">');
    expect(html).toContain('این پیوند لغو اشتراک معتبر نیست.');
    const chosen = await fetch(bad, {
      headers: { 'accept-language': 'fa-IR', cookie: 'other=1; bookwish_lang=zh-Hant' },
    });
    expect(await chosen.text()).toContain('此取消訂閱連結無效。');
  });
});
