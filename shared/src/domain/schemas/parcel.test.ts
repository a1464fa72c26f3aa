import { describe, expect, it } from 'vitest';
import { messages } from '../messages.ts';
import { stepBodyOf } from '../steps/index.ts';
import { fulfilSchema, shipFormSchema, shipSchema } from './transitions.ts';

const m = messages.parcel;

function fieldErrors(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> {
  return Object.fromEntries((result.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));
}

describe('the parcel at Fulfil and Ship', () => {
  it('is optional: no carrier and no number (or an empty select) is the step as before', () => {
    expect(fulfilSchema.safeParse({ fulfillmentMessage: 'Sent' }).success).toBe(true);
    expect(shipSchema.safeParse({ carrier: '', trackingNumber: '  ' }).success).toBe(true);
    const step = stepBodyOf('treat', 'ship');
    const body = step.parse({ carrier: '' });
    expect(body.ok && step.command(body.data as never, null)).toMatchObject({ parcel: undefined });
  });

  it('both or neither, the number fitting its carrier, each message on its field', () => {
    expect(fieldErrors(shipSchema.safeParse({ trackingNumber: '1Z5R89390357567127' }))).toEqual({
      carrier: m.carrierRequired,
    });
    expect(fieldErrors(shipSchema.safeParse({ carrier: 'usps' }))).toEqual({
      trackingNumber: m.trackingNumberRequired,
    });
    expect(fieldErrors(shipSchema.safeParse({ carrier: 'fedex', trackingNumber: '996578788855' }))).toEqual({
      trackingNumber: "This doesn't look like a FedEx tracking number. Please check it and try again.",
    });
    expect(fieldErrors(shipFormSchema.safeParse({ carrier: 'other', trackingNumber: 'AB#1' }))).toEqual({
      trackingNumber: m.otherNumberInvalid,
    });
    expect(fieldErrors(shipSchema.safeParse({ carrier: 'royalMail', trackingNumber: 'AB12' }))).toEqual({
      carrier: m.invalidCarrier,
    });
  });

  it("the step's command stores the number's normal form", () => {
    const step = stepBodyOf('wishlist', 'fulfil');
    const body = step.parse({
      fulfillmentMessage: 'Sent',
      carrier: 'ups',
      trackingNumber: '1z5r8 9390-357567127',
    });
    expect(body.ok && step.command(body.data as never, null)).toEqual({
      type: 'fulfil',
      fulfillmentMessage: 'Sent',
      parcel: { carrier: 'ups', number: '1Z5R89390357567127' },
    });
  });
});
