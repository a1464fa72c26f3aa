// The texts of parcels people can follow (carrier and tracking number at Fulfil and Ship, the tracking
// link) and of the treater's packing slip, from the catalogues (web.json, parcel.*).
import { CARRIER_NAMES, type Carrier } from '@bookwish/shared/domain/tracking';
import { t } from '../../lib/i18n/i18n.ts';

export const parcelTexts = {
  get carrierLabel() {
    return t('parcel.carrierLabel');
  },
  get noCarrier() {
    return t('parcel.noCarrier');
  },
  /** A carrier's name is a name: the same in every language. */
  carrierName: (carrier: Carrier) => CARRIER_NAMES[carrier],
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
