// Every English text of parcels people can follow (the carrier and tracking number at Fulfil and
// Ship, the tracking link) and of the treater's packing slip, in one place so the translations can
// take them in one step. Validation messages are the shared ones (messages.parcel).
import { CARRIER_NAMES, type Carrier } from '@bookwish/shared/domain/tracking';

export const parcelTexts = {
  carrierLabel: 'Carrier',
  noCarrier: 'No tracking number',
  carrierName: (carrier: Carrier) => CARRIER_NAMES[carrier],
  trackingNumberLabel: 'Tracking number',
  trackingNumberHint: 'Only the recipient and our volunteers will see it, with a link to follow the parcel.',
  trackingHeading: 'Follow your parcel',
  trackingNumberIs: (carrier: string, number: string) => `${carrier} tracking number: ${number}`,
  trackLink: (carrier: string) => `Track it on ${carrier}`,
  opensNewTab: '(opens in a new tab)',
  senderNote: 'Only the recipient sees this number, until the book arrives.',

  slipButton: 'Print packing slip',
  slipTitle: 'Packing slip',
  slipIntro: 'Print this page and put it in the parcel, or tape the address part on the outside.',
  slipLoading: 'Preparing your packing slip…',
  slipShipTo: 'Ship to',
  slipBook: 'Book',
  slipBy: (author: string) => `by ${author}`,
  slipThanksHeading: 'A note from Bookwish',
  slipThanks: (name: string) =>
    `Dear ${name}, this book comes to you as a gift from a neighbour, through Bookwish. When it arrives, please press Book Received on the post and leave a thank-you note. Happy reading!`,
  slipQrLabel: 'Scan to open the post on Bookwish',
  slipPrint: 'Print',
  slipClose: 'Close',
} as const;
