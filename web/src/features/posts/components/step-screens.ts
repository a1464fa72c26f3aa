// What each exchange step taken below the timeline shows, by the kind of screen the step registry
// gives it (`ui` in shared/src/domain/steps): the words of a reason dialog, the words and schema of a
// one-field form, Book Received's form. The table must name every such step with a screen of its
// registered kind (tsc), so a new step of a known kind is one entry here and no new component.
// Loaded only with the step's part (it carries the forms' schemas).

import {
  confirmFormSchema,
  fulfilFormSchema,
  shipFormSchema,
} from '@bookwish/shared/domain/schemas/transitions';
import { MORE_TIME_DAYS, MORE_TIME_REASON } from '@bookwish/shared/domain/steps/extend';
import type { PostKind } from '@bookwish/shared/domain/types';
import type * as z from 'zod/mini';
import { t } from '../../../lib/i18n/i18n.ts';
import type { PostView } from '../api/post-types.ts';
import type { PanelAction, PanelUi, UiOf } from './post-actions.ts';

/** A dialog asking an optional reason the other party reads (withdraw, decline). */
export interface ReasonScreen {
  /** The button that opens the dialog, and the dialog's confirming button. */
  label: () => string;
  title: () => string;
  body: () => string;
  /** The toast once the step is taken. */
  done: () => string;
  /** The longest reason the step takes, when not the common reason's (MAX_LENGTH.reason). */
  maxLength?: number;
  /** A step that ends nothing is confirmed with the main button rather than the red one. */
  endsNothing?: true;
}

/** A form of one text field (plus the parcel's carrier and number where the step takes them). */
export interface FieldScreen<K extends PostKind> {
  heading: () => string;
  intro?: (post: PostView<K>) => string;
  /** The body field the text goes to. */
  name: string;
  label: () => string;
  placeholder: () => string;
  optional?: true;
  autoComplete?: string;
  /** The step's rules for the form's fields (the page adds the version). */
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  submit: () => string;
  success: () => string;
  parcel?: true;
}

/** Book Received: its form says the same on both kinds. */
export type ReceiptScreen = Record<string, never>;

type ScreenOf<K extends PostKind, U> = U extends 'reason'
  ? ReasonScreen
  : U extends 'receipt'
    ? ReceiptScreen
    : U extends Exclude<PanelUi, 'reason' | 'receipt'>
      ? FieldScreen<K>
      : never;

type Screens = { [K in PostKind]: { [A in PanelAction<K>]: ScreenOf<K, UiOf<K, A>> } };

// Each key is written out whole: the build gives every key a short id (web/i18n-catalogues.ts).
export const stepScreens: Screens = {
  wishlist: {
    confirm: {
      heading: () => t('wishlistSteps.acceptTheOffer'),
      intro: (wishlist) =>
        t('wishlistSteps.offeredToGiftYou', { offerDisplayName: wishlist.offerDisplayName ?? 'A member' }),
      name: 'shippingAddress',
      label: () => t('wishlistSteps.shippingAddress'),
      placeholder: () => t('wishlistSteps.nameStreetCityProvinceOr'),
      autoComplete: 'street-address',
      schema: confirmFormSchema,
      submit: () => t('wishlistSteps.submit'),
      success: () => t('wishlistSteps.yourAddressHasBeenShared'),
    },
    fulfil: {
      heading: () => t('wishlistSteps.letThemKnowItSOn'),
      intro: () => t('wishlistSteps.onceYouHaveOrderedThe'),
      name: 'fulfillmentMessage',
      label: () => t('wishlistSteps.message'),
      placeholder: () => t('wishlistSteps.expectedShippingDateOrTracking'),
      schema: fulfilFormSchema,
      submit: () => t('wishlistSteps.submit'),
      success: () => t('wishlistSteps.thankYouTheRecipientCan'),
      parcel: true,
    },
    close: {},
    withdraw: {
      label: () => t('endExchangeActions.withdrawOffer'),
      title: () => t('msg.wishlist.withdrawTitle'),
      body: () => t('msg.wishlist.withdrawBody'),
      done: () => t('msg.wishlist.withdrawDone'),
    },
    decline: {
      label: () => t('endExchangeActions.declineOffer'),
      title: () => t('msg.wishlist.declineTitle'),
      body: () => t('msg.wishlist.declineBody'),
      done: () => t('msg.wishlist.declineDone'),
    },
    extend: {
      label: () => t('endExchangeActions.askForMoreTime'),
      title: () => t('msg.wishlist.moreTimeTitle'),
      body: () => t('msg.wishlist.moreTimeBody', { days: MORE_TIME_DAYS }),
      done: () => t('msg.wishlist.moreTimeDone'),
      maxLength: MORE_TIME_REASON,
      endsNothing: true,
    },
  },
  treat: {
    ship: {
      heading: () => t('treatSteps.shipTheBook'),
      intro: (treat) =>
        t('treatSteps.requestedThisBookSend', { requestDisplayName: treat.requestDisplayName ?? 'A member' }),
      name: 'shippedMessage',
      label: () => t('treatSteps.message'),
      optional: true,
      placeholder: () => t('treatSteps.expectedDeliveryDateOrTracking'),
      schema: shipFormSchema,
      submit: () => t('treatSteps.markAsShipped'),
      success: () => t('treatSteps.thankYouTheReaderCan'),
      parcel: true,
    },
    close: {},
    withdraw: {
      label: () => t('endExchangeActions.withdrawRequest'),
      title: () => t('msg.treat.withdrawTitle'),
      body: () => t('msg.treat.withdrawBody'),
      done: () => t('msg.treat.withdrawDone'),
    },
    decline: {
      label: () => t('endExchangeActions.declineRequest'),
      title: () => t('msg.treat.declineTitle'),
      body: () => t('msg.treat.declineBody'),
      done: () => t('msg.treat.declineDone'),
    },
    callOff: {
      label: () => t('endExchangeActions.callOffMeeting'),
      title: () => t('msg.meeting.callOffTitle'),
      body: () => t('msg.meeting.callOffBody'),
      done: () => t('msg.meeting.callOffDone'),
    },
  },
};

/** The screen of one step below the timeline. */
export function screenOf<K extends PostKind, A extends PanelAction<K>>(
  kind: K,
  action: A,
): ScreenOf<K, UiOf<K, A>> {
  return (stepScreens[kind] as Record<string, unknown>)[action] as ScreenOf<K, UiOf<K, A>>;
}
