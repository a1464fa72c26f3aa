// Parcels people can follow: the carriers a giver may name at Fulfil (wishlist) and Ship (treat), each
// carrier's public tracking-number formats with their check digits, and its public tracking page.
// Pure: the schema (schemas/transitions.ts) and the web form check with these, the read model builds
// the link with them.
//
// Formats (each carrier's published barcode standards, as catalogued by the open tracking-number data
// most shipping libraries share):
// - Canada Post: 16-digit PIN (mod 10, weights 3,1), or a UPU S10 item ending in CA.
// - Purolator: 12-digit PIN starting 0-5 (Luhn), or 3 letters + 9 digits (no check digit).
// - UPS: 1Z + 6 account + 2 service + 7 package + 1 check (mod 10 over the 16 after 1Z, letters as
//   (code - 3) mod 10, weights 1,2).
// - FedEx: Express 12 digits (weights 3,1,7, mod 11 then mod 10), Ground 15 digits (mod 10, weights
//   1,3), Ground 96 (22 digits starting 96), Express 34 digits starting 100.
// - USPS: 20 digits, IMpb 22 or 26 digits starting 91-95 (mod 10, weights 3,1), or an S10 item ending
//   in US.
// - Other: any 4 to 40 letters and digits, no link (we cannot know where to follow it).

export const CARRIERS = ['canadaPost', 'purolator', 'ups', 'fedex', 'usps', 'other'] as const;
export type Carrier = (typeof CARRIERS)[number];

/** The name a person knows each carrier by (shown in the form, the link, the packing slip). */
export const CARRIER_NAMES: Record<Carrier, string> = {
  canadaPost: 'Canada Post',
  purolator: 'Purolator',
  ups: 'UPS',
  fedex: 'FedEx',
  usps: 'USPS',
  other: 'Other',
};

/** A parcel as stored on the post: the carrier and the number in its normal form. */
export interface Parcel {
  carrier: Carrier;
  number: string;
}

/** What a person typed, in its normal form: spaces and dashes gone, letters in capitals (labels
 * print "1Z 999 AA1 01 2345 6784"; people copy "rb123456785ca" from an email). */
export function normaliseTrackingNumber(typed: string): string {
  return typed.replace(/[\s-]+/g, '').toUpperCase();
}

const digitValue = (c: string) => (/[0-9]/.test(c) ? Number(c) : (c.charCodeAt(0) - 3) % 10);

/** Mod 10 with a weight for even (0-based) and odd positions of the serial, check = (10 - sum) % 10. */
function mod10(serial: string, check: string, evens: number, odds: number): boolean {
  let sum = 0;
  for (const [i, c] of [...serial].entries()) sum += digitValue(c) * (i % 2 === 0 ? evens : odds);
  return (10 - (sum % 10)) % 10 === Number(check);
}

/** Weighted sum, then mod 11, then mod 10 (FedEx Express). */
function weighted11(serial: string, check: string, weights: readonly number[]): boolean {
  let sum = 0;
  for (const [i, c] of [...serial].entries()) sum += Number(c) * (weights[i % weights.length] ?? 0);
  return (sum % 11) % 10 === Number(check);
}

/** Luhn over the whole number, its last digit the check (Purolator PIN). */
function luhn(digits: string): boolean {
  let sum = 0;
  for (const [i, c] of [...digits].reverse().entries()) {
    let d = Number(c);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** UPU S10: 2 letters, 8 digits, a check digit (weights 8,6,4,2,3,5,9,7, 11 - sum mod 11, 10 -> 0,
 * 11 -> 5), the 2-letter country of the post that took it. */
function s10(number: string, country: string): boolean {
  const match = /^[A-Z]{2}(\d{8})(\d)([A-Z]{2})$/.exec(number);
  if (!match || match[3] !== country) return false;
  const weights = [8, 6, 4, 2, 3, 5, 9, 7];
  const serial = match[1] ?? '';
  const sum = [...serial].reduce((total, c, i) => total + Number(c) * (weights[i] ?? 0), 0);
  const raw = 11 - (sum % 11);
  const check = raw === 10 ? 0 : raw === 11 ? 5 : raw;
  return check === Number(match[2]);
}

const last = (n: string) => n.slice(-1);
const FEDEX_WEIGHTS_12 = [3, 1, 7];
const FEDEX_WEIGHTS_34 = [1, 7, 3];

/** Does a normal-form number fit one of the carrier's formats, check digit included? */
const formats: Record<Carrier, (n: string) => boolean> = {
  canadaPost: (n) => (/^\d{16}$/.test(n) && mod10(n.slice(0, 15), last(n), 3, 1)) || s10(n, 'CA'),
  purolator: (n) => (/^[0-5]\d{11}$/.test(n) && luhn(n)) || /^[A-Z]{3}\d{9}$/.test(n),
  ups: (n) => /^1Z[A-Z0-9]{16}$/.test(n) && mod10(n.slice(2, 17), last(n), 1, 2),
  fedex: (n) =>
    (/^\d{12}$/.test(n) && weighted11(n.slice(0, 11), last(n), FEDEX_WEIGHTS_12)) ||
    (/^\d{15}$/.test(n) && mod10(n.slice(0, 14), last(n), 1, 3)) ||
    (/^96\d{20}$/.test(n) && mod10(n.slice(7, 21), last(n), 1, 3)) ||
    (/^100\d{31}$/.test(n) && weighted11(n.slice(20, 33), last(n), FEDEX_WEIGHTS_34)),
  usps: (n) =>
    (/^\d{20}$/.test(n) && mod10(n.slice(0, 19), last(n), 3, 1)) ||
    (/^9[1-5](\d{20}|\d{24})$/.test(n) && mod10(n.slice(0, -1), last(n), 3, 1)) ||
    s10(n, 'US'),
  other: (n) => /^[A-Z0-9]{4,40}$/.test(n),
};

/** Is `typed` (as a person typed it) a tracking number of `carrier`? */
export function isTrackingNumber(carrier: Carrier, typed: string): boolean {
  return formats[carrier](normaliseTrackingNumber(typed));
}

const TRACKING_PAGES: Record<Exclude<Carrier, 'other'>, string> = {
  canadaPost: 'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=',
  purolator: 'https://www.purolator.com/en/shipping/tracker?pin=',
  ups: 'https://www.ups.com/track?tracknum=',
  fedex: 'https://www.fedex.com/fedextrack/?trknbr=',
  usps: 'https://tools.usps.com/go/TrackConfirmAction?tLabels=',
};

/** The carrier's public tracking page for this parcel, or null for Other (no known page). */
export function trackingURL(parcel: Parcel): string | null {
  if (parcel.carrier === 'other') return null;
  return TRACKING_PAGES[parcel.carrier] + encodeURIComponent(normaliseTrackingNumber(parcel.number));
}
