// zod schemas shared by the web forms and the handlers: support (volunteers).
// They carry the spec's section 5 messages in the spec's order; a field's first failing rule is the
// one the member sees.

import { MAX_LENGTH } from '../constants.ts';
import { commonMessages, supportMessages } from '../messages.ts';
import { expectedVersionSchema, requiredText } from './fields.ts';
import * as z from './zod.ts';

const reason = requiredText(supportMessages.reasonRequired, MAX_LENGTH.reason);

export const supportActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('reopen'), reason, expectedVersion: expectedVersionSchema }),
    z.object({
      type: z.literal('correctAddress'),
      shippingAddress: requiredText(commonMessages.requiredField, MAX_LENGTH.address),
      reason,
      expectedVersion: expectedVersionSchema,
    }),
    z.object({ type: z.literal('remove'), reason, expectedVersion: expectedVersionSchema }),
    z.object({ type: z.literal('dismissReports'), reason, expectedVersion: expectedVersionSchema }),
    z.object({ type: z.literal('restoreFootprint'), reason, expectedVersion: expectedVersionSchema }),
  ],
  { error: supportMessages.unknownAction },
);
export type SupportActionBody = z.infer<typeof supportActionSchema>;

export const contactStatusSchema = z.enum(['open', 'resolved'], { error: commonMessages.badRequest });
export const contactUpdateSchema = z.object({ status: contactStatusSchema });

/** Suspend a member (the volunteers' queue): always with a reason, kept in the audit. */
export const suspendMemberSchema = z.object({ reason });
