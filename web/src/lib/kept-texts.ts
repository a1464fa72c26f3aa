// Our words (the spec has none) for what a dropped connection or a lost session did to a member's
// form: what is kept, and what to do next.
import { messages } from '@bookwish/shared/domain/messages';
import { ApiError, errorText } from './api.ts';
export const keptTexts = {
  /** A changed Post after a try whose answer was lost: that try had made the post. */
  alreadyPosted: 'Your earlier Post went through, so here is your post as you first sent it.',
  /** The same request answered "still in progress" after several waits. */
  stillRunning:
    'Your request is still being processed. Press the button again in a moment; it will not be sent twice.',
  /** A visitor on a post where a party has a step to take. */
  logInToShareAddress: 'Is this your wish? Log in to share your address.',
  logInToSendGift: 'Did you offer this book? Log in to tell the recipient it is on its way.',
  logInToConfirmArrival: 'Is this book on its way to you? Log in to let your giver know it arrived.',
  logInToShip: 'Is this your treat? Log in to mark it as shipped.',
  /** A failed settings save: the switch is back where the server has it. */
  settingNotSaved: 'Your change was not saved, so the switch is back as it was. Please try again.',
  settingSaving: 'Saving your change…',
} as const;

/** errorText for a form that keeps its input: the server's "refresh the page" answers about a repeated
 * request would empty the form, so they become what to do instead. */
export function formErrorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.code === 'CONFLICT' &&
    (error.message === messages.common.idempotencyKeyReused ||
      error.message === messages.common.requestInProgress)
  ) {
    return keptTexts.stillRunning;
  }
  return errorText(error, fallback);
}
