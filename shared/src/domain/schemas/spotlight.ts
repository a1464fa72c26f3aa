// zod schemas shared by the web forms and the handlers: Writer's Spotlight (an application's ten
// answers, a volunteer's decision, a published interview).

import { commonMessages, spotlightMessages } from '../messages.ts';
import { programTextsSchema } from '../program-texts.ts';
import {
  INTERVIEW_FIELD_LIMITS,
  SLUG_PATTERN,
  SPOTLIGHT_DECISIONS,
  SPOTLIGHT_LIMITS,
  SPOTLIGHT_QUESTION_COUNT,
} from '../spotlight.ts';
import { noLinkInName, requiredText } from './fields.ts';
import * as z from './zod.ts';

const answer = requiredText(spotlightMessages.answerRequired, SPOTLIGHT_LIMITS.answer);

/** The questionnaire: one answer per question, each required. */
export const spotlightApplicationSchema = z.object({
  answers: z
    .array(answer, { error: spotlightMessages.answerRequired })
    .check(z.length(SPOTLIGHT_QUESTION_COUNT, spotlightMessages.answerRequired)),
});
export type SpotlightApplicationBody = z.infer<typeof spotlightApplicationSchema>;

export const spotlightDecisionSchema = z.object({
  status: z.enum(SPOTLIGHT_DECISIONS, { error: spotlightMessages.decisionNotAllowed }),
});

/** A volunteer's interview: the writer's name, its page's address and the words (its portrait is the
 * writer's own, portraitOf: never chosen from another writer's). */
export const spotlightInterviewSchema = z.object({
  name: noLinkInName(requiredText(spotlightMessages.nameRequired, SPOTLIGHT_LIMITS.name)),
  slug: z
    .string({ error: spotlightMessages.slugInvalid })
    .check(
      z.trim(),
      z.maxLength(SPOTLIGHT_LIMITS.slug, commonMessages.tooLong(SPOTLIGHT_LIMITS.slug)),
      z.regex(SLUG_PATTERN, spotlightMessages.slugInvalid),
    ),
  texts: programTextsSchema(INTERVIEW_FIELD_LIMITS, commonMessages.requiredField),
  /** The featured application it is published from; absent for an interview edited again. */
  applicationId: z.optional(z.string({ error: commonMessages.badRequest })),
});
export type SpotlightInterviewBody = z.infer<typeof spotlightInterviewSchema>;
