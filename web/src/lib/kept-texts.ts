// Our words (the spec has none) for what a dropped connection or a lost session did to a member's
// form: what is kept, and what to do next.

import { ApiError, errorText } from './api.ts';
import { serverKey, t } from './i18n/i18n.ts';
export const keptTexts = {
  /** A changed Post after a try whose answer was lost: that try had made the post. */
  get alreadyPosted() {
    return t('keptTexts.yourEarlierPostWentThrough');
  },
  /** The same request answered "still in progress" after several waits. */
  get stillRunning() {
    return t('keptTexts.yourRequestIsStillBeing');
  },
  /** A visitor on a post where a party has a step to take. */
  get logInToShareAddress() {
    return t('keptTexts.isThisYourWishLog');
  },
  get logInToSendGift() {
    return t('keptTexts.didYouOfferThisBook');
  },
  get logInToConfirmArrival() {
    return t('keptTexts.isThisBookOnIts');
  },
  get logInToShip() {
    return t('keptTexts.isThisYourTreatLog');
  },
  /** A failed settings save: the switch is back where the server has it. */
  get settingNotSaved() {
    return t('keptTexts.yourChangeWasNotSaved');
  },
  get settingSaving() {
    return t('keptTexts.savingYourChange');
  },
} as const;

/** errorText for a form that keeps its input: the server's "refresh the page" answers about a repeated
 * request would empty the form, so they become what to do instead. */
export function formErrorText(error: unknown, fallback: string): string {
  if (
    error instanceof ApiError &&
    error.code === 'CONFLICT' &&
    (serverKey(error.message)?.key === 'msg.common.idempotencyKeyReused' ||
      serverKey(error.message)?.key === 'msg.common.requestInProgress')
  ) {
    return keptTexts.stillRunning;
  }
  return errorText(error, fallback);
}
