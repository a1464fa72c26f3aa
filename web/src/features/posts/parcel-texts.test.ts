// A carrier's name is read in the member's language where it has one (« Postes Canada », 其他), and
// "Other" is never left in English: the carrier list in the Fulfil and Ship forms and the parcel note.
import { CARRIERS } from '@bookwish/shared/domain/tracking';
import { LOCALES } from '@bookwish/shared/i18n/locales';
import { afterEach, describe, expect, it } from 'vitest';
import { activate } from '../../lib/i18n/i18n.ts';
import { parcelTexts } from './parcel-texts.ts';

describe('carrier names', () => {
  afterEach(() => activate('en'));

  it('are the names English readers know, in English', async () => {
    await activate('en');
    expect(CARRIERS.map(parcelTexts.carrierName)).toEqual([
      'Canada Post',
      'Purolator',
      'UPS',
      'FedEx',
      'USPS',
      'Other',
    ]);
  });

  it('follow the language: French readers see « Postes Canada » and « Autre »', async () => {
    await activate('fr-CA');
    expect(parcelTexts.carrierName('canadaPost')).toBe('Postes Canada');
    expect(parcelTexts.carrierName('other')).toBe('Autre');
  });

  it('never show "Other" or "Canada Post" in English to a reader of another language', async () => {
    for (const locale of LOCALES.filter((l) => l !== 'en')) {
      await activate(locale);
      expect([locale, parcelTexts.carrierName('other')]).not.toEqual([locale, 'Other']);
      expect([locale, parcelTexts.carrierName('canadaPost')]).not.toEqual([locale, 'Canada Post']);
    }
  });
});
