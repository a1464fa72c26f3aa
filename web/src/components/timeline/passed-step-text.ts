// What a step that is over says. The spec's timeline texts are written for the step a post is at
// ("Waiting for an offer."); once a later step exists, the earlier one tells what happened instead.
// (Our addition: the spec names no texts for passed steps.)
import { messages } from '@bookwish/shared/domain/messages';

const t = messages.timeline;

const passed: Record<string, string> = {
  [t.waitingForOffer]: 'The wish was posted.',
  [t.waitingForConfirmation]: 'An offer to gift this book was made.',
  [t.giverInstruction]: 'The shipping address was shared with the giver.',
  [t.wisherAddressShared]: 'The shipping address was shared with the giver.',
  [t.waitingForGift]: 'The shipping address was shared with the giver.',
  [t.waitingForRequest]: 'The treat was posted.',
  [t.waitingForShipping]: 'The book was requested.',
  [t.onTheWay]: 'The book was sent.',
};

/** The text of step `index` of `count`: the spec's own for the last (current) step, else what happened. */
export function stepText(text: string, index: number, count: number): string {
  if (index === count - 1) return text;
  return passed[text] ?? text;
}
