// The optional parcel of Fulfil and Ship: a carrier from the list and its tracking number, both or
// neither, the number checked against the carrier's formats (tracking.ts). Spaces, dashes and lower
// case a person typed are accepted; the command stores the number's normal form.

import { parcelMessages } from '../messages.ts';
import {
  CARRIER_NAMES,
  CARRIERS,
  isTrackingNumber,
  normaliseTrackingNumber,
  type Parcel,
} from '../tracking.ts';
import { optionalText } from './fields.ts';
import * as z from './zod.ts';

const m = parcelMessages;

/** Longer than any format with its spaces (34 digits in groups of four), short of a pasted page. */
const TYPED_NUMBER_MAX = 60;

export const parcelFields = {
  // No carrier chosen arrives as '' from the form's select: the same as none.
  carrier: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.optional(z.enum(CARRIERS, { error: m.invalidCarrier })),
  ),
  trackingNumber: optionalText(TYPED_NUMBER_MAX),
};

interface ParcelInput {
  carrier?: (typeof CARRIERS)[number] | undefined;
  trackingNumber: string;
}

/** Both or neither; the number fits its carrier. Each message on the field to correct. */
export function parcelRule(value: ParcelInput, ctx: z.core.$RefinementCtx): void {
  const { carrier, trackingNumber } = value;
  if (!carrier) {
    if (trackingNumber) ctx.addIssue({ code: 'custom', path: ['carrier'], message: m.carrierRequired });
    return;
  }
  if (!trackingNumber) {
    ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message: m.trackingNumberRequired });
  } else if (!isTrackingNumber(carrier, trackingNumber)) {
    const message =
      carrier === 'other' ? m.otherNumberInvalid : m.trackingNumberInvalid(CARRIER_NAMES[carrier]);
    ctx.addIssue({ code: 'custom', path: ['trackingNumber'], message });
  }
}

/** The parcel a checked body names, in its normal form, or undefined when it names none. */
export function parcelOf(body: Partial<ParcelInput>): Parcel | undefined {
  if (!body.carrier || !body.trackingNumber) return undefined;
  return { carrier: body.carrier, number: normaliseTrackingNumber(body.trackingNumber) };
}
