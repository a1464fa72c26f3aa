import { describe, expect, it } from 'vitest';
import {
  CARRIERS,
  type Carrier,
  isTrackingNumber,
  normaliseTrackingNumber,
  trackingURL,
} from './tracking.ts';

// Real-format numbers: the carriers' published examples and numbers whose check digit was worked out by
// hand; each invalid one differs from a valid one by a single character (a typo), or has the wrong shape.
const cases: Record<Carrier, { valid: string[]; invalid: string[] }> = {
  canadaPost: {
    valid: ['0073938000549297', '0073 9380 0054 9297', 'RB123456785CA', 'rb 123 456 785 ca'],
    invalid: ['0073938000549292', '007393800054929', 'RB123456786CA', 'RB123456785US', '1Z5R89390357567127'],
  },
  purolator: {
    valid: ['320595463938', '287809468872', '331434972567', 'KYV009956937', 'cgk 002 986 959'],
    invalid: ['320595463939', '687809468872', 'KY009956937', '32059546393'],
  },
  ups: {
    valid: ['1Z5R89390357567127', '1Z879E930346834440', '1z 410e7w 03 9275159 1', '1Z8V92A70367203024'],
    invalid: [
      '1Z5R89390357567128',
      '2Z5R89390357567127',
      '1A5R89390357567127',
      '1Z1111111111111111',
      '1Z5R8939035756712',
    ],
  },
  fedex: {
    valid: [
      '986578788855',
      '7905 3531 2317',
      '0414 4176 0228 964',
      '9611020987654312345672',
      '1001921334250001000300779017972697',
    ],
    invalid: [
      '996578788855',
      '5682 8361 0012 732',
      '9600000000000000000001',
      '1001901781990001000300617767839438',
    ],
  },
  usps: {
    valid: [
      '0307 1790 0005 2348 3741',
      '9400 1112 0108 0805 4830 16',
      '9361 2898 7870 0317 6337 95',
      '92748931507708513018050063',
      'RB123456785US',
      'rb-123-456-785-us',
    ],
    invalid: [
      '0307 1790 0005 2348 3742',
      '9400 1112 0108 0805 4830 17',
      '9200000000000000000000',
      'RB123456785CA',
    ],
  },
  other: {
    valid: ['AB12', 'dhl 1234567890', 'X'.repeat(40)],
    invalid: ['AB1', 'X'.repeat(41), 'AB12#', 'https://evil.example/'],
  },
};

describe('tracking numbers, per carrier', () => {
  for (const carrier of CARRIERS) {
    it(`${carrier}: accepts its formats (spaces, dashes, lower case) and refuses typos and other shapes`, () => {
      for (const number of cases[carrier].valid)
        expect([number, isTrackingNumber(carrier, number)]).toEqual([number, true]);
      for (const number of cases[carrier].invalid)
        expect([number, isTrackingNumber(carrier, number)]).toEqual([number, false]);
    });
  }

  it('a number of one carrier is not accepted as another carrier', () => {
    expect(isTrackingNumber('ups', '0073938000549297')).toBe(false);
    expect(isTrackingNumber('canadaPost', '1Z5R89390357567127')).toBe(false);
    expect(isTrackingNumber('purolator', 'RB123456785CA')).toBe(false);
  });

  it('normalises what a person typed', () => {
    expect(normaliseTrackingNumber(' 1z 5r8 939-0357 567127\n')).toBe('1Z5R89390357567127');
  });
});

describe('tracking links', () => {
  it("each carrier but Other links to its public tracking page with the number's normal form", () => {
    expect(trackingURL({ carrier: 'canadaPost', number: '0073 9380 0054 9297' })).toBe(
      'https://www.canadapost-postescanada.ca/track-reperage/en#/search?searchFor=0073938000549297',
    );
    expect(trackingURL({ carrier: 'purolator', number: '320595463938' })).toBe(
      'https://www.purolator.com/en/shipping/tracker?pin=320595463938',
    );
    expect(trackingURL({ carrier: 'ups', number: '1z5r89390357567127' })).toBe(
      'https://www.ups.com/track?tracknum=1Z5R89390357567127',
    );
    expect(trackingURL({ carrier: 'fedex', number: '986578788855' })).toBe(
      'https://www.fedex.com/fedextrack/?trknbr=986578788855',
    );
    expect(trackingURL({ carrier: 'usps', number: '9400111201080805483016' })).toBe(
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400111201080805483016',
    );
    expect(trackingURL({ carrier: 'other', number: 'AB12' })).toBeNull();
  });
});
