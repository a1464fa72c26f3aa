// The texts of parcels people can follow (carrier and tracking number at Fulfil and Ship, the tracking
// link) and of the treater's packing slip, from the catalogues (web.json, parcel.*).
import type { Carrier } from '@bookwish/shared/domain/tracking';
import { t } from '../../lib/i18n/i18n.ts';

const CARRIER_TEXTS: Record<Carrier, () => string> = {
  canadaPost: () => t('parcel.carrier.canadaPost'),
  purolator: () => t('parcel.carrier.purolator'),
  ups: () => t('parcel.carrier.ups'),
  fedex: () => t('parcel.carrier.fedex'),
  usps: () => t('parcel.carrier.usps'),
  other: () => t('parcel.carrier.other'),
};

export const parcelTexts = {
  get carrierLabel() {
    return t('parcel.carrierLabel');
  },
  get noCarrier() {
    return t('parcel.noCarrier');
  },
  /** A carrier's name as the reader knows it (« Postes Canada », 其他): a key for each, written out
   * whole (the build swaps each key for a short id). */
  carrierName: (carrier: Carrier) => CARRIER_TEXTS[carrier](),
  get trackingNumberLabel() {
    return t('parcel.trackingNumberLabel');
  },
  get trackingNumberHint() {
    return t('parcel.trackingNumberHint');
  },
  get trackingHeading() {
    return t('parcel.trackingHeading');
  },
  trackingNumberIs: (carrier: string, number: string) => t('parcel.trackingNumberIs', { carrier, number }),
  trackLink: (carrier: string) => t('parcel.trackLink', { carrier }),
  get opensNewTab() {
    return t('parcel.opensNewTab');
  },
  get senderNote() {
    return t('parcel.senderNote');
  },
  get slipButton() {
    return t('parcel.slipButton');
  },
  get slipTitle() {
    return t('parcel.slipTitle');
  },
  get slipFailed() {
    return t('parcel.slipFailed');
  },
  get slipRetry() {
    return t('msg.connection.retryNow');
  },
  get slipIntro() {
    return t('parcel.slipIntro');
  },
  get slipLoading() {
    return t('parcel.slipLoading');
  },
  get slipShipTo() {
    return t('parcel.slipShipTo');
  },
  get slipBook() {
    return t('parcel.slipBook');
  },
  slipBy: (author: string) => t('parcel.slipBy', { author }),
  get slipThanksHeading() {
    return t('parcel.slipThanksHeading');
  },
  slipThanks: (name: string) => t('parcel.slipThanks', { name }),
  get slipQrLabel() {
    return t('parcel.slipQrLabel');
  },
  get slipPrint() {
    return t('parcel.slipPrint');
  },
  get slipClose() {
    return t('parcel.slipClose');
  },
};
