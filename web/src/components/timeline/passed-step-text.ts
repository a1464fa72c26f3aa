// What a step that is over says. The spec's timeline texts are written for the step a post is at
// ("Waiting for an offer."); once a later step exists, the earlier one tells what happened instead.
// (Our addition: the spec names no texts for passed steps.) The server sends a step's text in English;
// it is shown in the member's language through its catalogue key.
import { type CatalogueKey, serverKey, serverText, t } from '../../lib/i18n/i18n.ts';

const passed: Record<string, CatalogueKey> = {
  'msg.timeline.waitingForOffer': 'passedStepText.theWishWasPosted',
  'msg.timeline.waitingForConfirmation': 'passedStepText.anOfferToGiftThis',
  'msg.timeline.giverInstruction': 'passedStepText.theShippingAddressWasShared',
  'msg.timeline.wisherAddressShared': 'passedStepText.theShippingAddressWasShared',
  'msg.timeline.waitingForGift': 'passedStepText.theShippingAddressWasShared',
  'msg.timeline.waitingForRequest': 'passedStepText.theTreatWasPosted',
  'msg.timeline.waitingForShipping': 'passedStepText.theBookWasRequested',
  'msg.timeline.onTheWay': 'passedStepText.theBookWasSent',
};

/** The text of step `index` of `count`: the spec's own for the last (current) step, else what happened. */
export function stepText(text: string, index: number, count: number): string {
  const found = serverKey(text);
  const passedKey = found && index !== count - 1 ? passed[found.key] : undefined;
  return passedKey ? t(passedKey) : serverText(text);
}
