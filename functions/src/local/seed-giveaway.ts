// The demo's giveaway: the Book Extravaganza, open from before the oldest seeded post to three weeks
// ahead, so `npm start` shows it on /event2 with the seeded posts as its entries (the stream consumer
// folds them) and Vera finds it in /support/giveaways, ready to draw once its window closes. Its words
// are in English, French and Persian; the other languages read the English, marked as English.

import { randomBytes, randomUUID } from 'node:crypto';
import { DAY_MS, localDay } from '@bookwish/shared/domain/timers';
import type { GiveawayRecord } from '../app/giveaways.ts';
import { dynamoGiveaways } from '../store/giveaway-store.ts';
import { demoAccounts } from './demo-data.ts';

export async function seedGiveaway(now: number = Date.now()): Promise<string> {
  const record: GiveawayRecord = {
    id: randomUUID(),
    texts: {
      en: {
        name: 'Book Extravaganza',
        prize: 'A $10 gift card for your next book',
        rules:
          'Each post you make while the giveaway is open is one entry: a wishlist or a treat. Posts removed by our volunteers, or deleted before the draw, do not count.\n\nOne win per person, however many entries you have. Winners are emailed and have 14 days to answer; after that the prize passes to the next entry in the draw.\n\nEntry is free. Volunteers cannot win.',
      },
      translations: {
        'fr-CA': {
          name: 'Book Extravaganza',
          prize: 'Une carte-cadeau de 10 $ pour votre prochain livre',
          rules:
            'Chaque annonce publiée pendant le concours est une participation : une liste de souhaits ou un cadeau. Les annonces retirées par nos bénévoles, ou supprimées avant le tirage, ne comptent pas.\n\nUne seule victoire par personne, peu importe le nombre de participations. Les gagnants reçoivent un courriel et ont 14 jours pour répondre; ensuite, le prix passe à la participation suivante du tirage.\n\nLa participation est gratuite. Les bénévoles ne peuvent pas gagner.',
        },
        fa: {
          name: 'جشنوارهٔ کتاب',
          prize: 'یک کارت هدیهٔ ۱۰ دلاری برای کتاب بعدی شما',
          rules:
            'هر پستی که تا وقتی قرعه‌کشی باز است منتشر کنید یک شانس شرکت است: یک فهرست آرزوها یا یک هدیه. پست‌هایی که داوطلبان ما حذف کنند، یا پیش از قرعه‌کشی پاک شوند، حساب نمی‌شوند.\n\nهر نفر فقط یک بار برنده می‌شود، هر چند شانس که داشته باشد. به برندگان ایمیل می‌زنیم و ۱۴ روز برای پاسخ دادن دارند؛ پس از آن جایزه به شانس بعدی قرعه‌کشی می‌رسد.\n\nشرکت رایگان است. داوطلبان نمی‌توانند برنده شوند.',
        },
      },
    },
    // The seeded posts go back 35 days (seed-stories.ts).
    window: { opens: localDay(now - 40 * DAY_MS), closes: localDay(now + 21 * DAY_MS) },
    places: 10,
    answerDays: 14,
    secret: randomBytes(32).toString('hex'),
    seed: randomBytes(32).toString('hex'),
    createdAt: now,
    version: 1,
    draw: null,
    prizes: {},
  };
  const vera = demoAccounts.find((account) => account.volunteer);
  await dynamoGiveaways.put(record, null, {
    at: now,
    volunteerUid: 'seed',
    volunteerName: vera?.name ?? 'Volunteer',
    action: 'create',
    detail: `${record.texts.en.name}; ${record.window.opens} to ${record.window.closes}; 10 places (demo seed)`,
  });
  return record.id;
}
