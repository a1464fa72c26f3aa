// zod schemas shared by the web forms and the handlers: book drives (the console's form, drives.ts).

import { DRIVE_GOAL_MAX, MAX_LENGTH } from '../constants.ts';
import { DRIVE_TEXT_LIMITS, PARTNER_KINDS } from '../drives.ts';
import { drivesMessages } from '../messages.ts';
import { ID_PATTERN } from '../post-ref.ts';
import { programTextsSchema } from '../program-texts.ts';
import { expectedVersionSchema, requiredText } from './fields.ts';
import * as z from './zod.ts';

const DAY_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** "2026-02-30" is not a day. */
function isCalendarDay(value: string): boolean {
  if (!DAY_PATTERN.test(value)) return false;
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const m = drivesMessages;
const day = z.string({ error: m.datesInvalid }).check(z.trim(), z.refine(isCalendarDay, m.datesInvalid));

/** POST /api/support/drives: what a volunteer sends from the console's form. */
export const openDriveSchema = z
  .object({
    texts: programTextsSchema(DRIVE_TEXT_LIMITS, m.textsRequired),
    partner: z.object(
      {
        name: requiredText(m.partnerNameRequired, MAX_LENGTH.name),
        kind: z.enum(PARTNER_KINDS, { error: m.partnerKindInvalid }),
      },
      { error: m.partnerNameRequired },
    ),
    goal: z
      .number({ error: m.goalInvalid })
      .check(z.int(m.goalInvalid), z.gte(1, m.goalInvalid), z.lte(DRIVE_GOAL_MAX, m.goalInvalid)),
    startDate: day,
    endDate: day,
  })
  .check(
    z.superRefine((body, ctx) => {
      if (body.startDate > body.endDate) {
        ctx.addIssue({ code: 'custom', message: m.datesInvalid, path: ['endDate'] });
      }
    }),
  );
export type OpenDriveBody = z.infer<typeof openDriveSchema>;

/** Add a wish to a book drive later (steps/tag-drive.ts, whose parser answers the same): the drive's
 * id, required. */
export const tagDriveSchema = z.object({
  driveId: z.preprocess(
    (v) => (v === undefined || v === null ? '' : v),
    z.string({ error: m.notOpen }).check(z.regex(ID_PATTERN, m.notOpen)),
  ),
  expectedVersion: expectedVersionSchema,
});
