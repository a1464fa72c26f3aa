// zod schemas of the console's giveaway forms and routes (volunteers): the words (English required,
// translations optional), the window as two days in British Columbia, the places and the days a
// winner has to answer; and what a volunteer does with one winner.

import { GIVEAWAY_ANSWER_DAYS_MAX, GIVEAWAY_PLACES_MAX, GIVEAWAY_TEXT_LIMITS } from '../giveaway.ts';
import { commonMessages, giveawayMessages } from '../messages.ts';
import { programTextsSchema } from '../program-texts.ts';
import * as z from './zod.ts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A calendar day that exists ("2026-02-30" does not). */
function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().slice(0, 10) === value;
}

const day = z
  .string({ error: giveawayMessages.windowInvalid })
  .check(z.refine(isDay, giveawayMessages.windowInvalid));

const wholeBetween = (max: number, message: string) =>
  z.number({ error: message }).check(z.int(message), z.gte(1, message), z.lte(max, message));

export const giveawayBodySchema = z
  .object({
    texts: programTextsSchema(GIVEAWAY_TEXT_LIMITS, giveawayMessages.textsRequired),
    window: z.object({ opens: day, closes: day }, { error: giveawayMessages.windowInvalid }),
    places: wholeBetween(GIVEAWAY_PLACES_MAX, giveawayMessages.placesInvalid(GIVEAWAY_PLACES_MAX)),
    answerDays: wholeBetween(
      GIVEAWAY_ANSWER_DAYS_MAX,
      giveawayMessages.answerDaysInvalid(GIVEAWAY_ANSWER_DAYS_MAX),
    ),
  })
  .check(
    z.refine((body) => body.window.closes >= body.window.opens, {
      message: giveawayMessages.windowInvalid,
      path: ['window'],
    }),
  );
export type GiveawayBody = z.infer<typeof giveawayBodySchema>;

/** A volunteer on one winner: the prize was sent, or the winner did not answer in time. */
export const giveawayWinnerSchema = z.object({
  action: z.enum(['sent', 'forfeited'], { error: giveawayMessages.unknownWinnerAction }),
});

/** The entry ids a member or a volunteer names are 12 lowercase hex characters. */
export const ENTRY_ID_PATTERN = /^[0-9a-f]{12}$/;

/** The console's request for a giveaway that may be missing (an unknown id is a 404, not a 400). */
export const giveawayIdSchema = z.string({ error: commonMessages.badRequest });
