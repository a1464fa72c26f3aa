import { describe, expect, it } from 'vitest';
import { LOCALE_INFO, LOCALES, pickLocale } from './locales.ts';

describe('pickLocale', () => {
  it('takes the first browser language Bookwish speaks', () => {
    expect(pickLocale(['de-DE', 'fa-IR', 'en'])).toBe('fa');
    expect(pickLocale(['fr-FR'])).toBe('fr-CA');
    expect(pickLocale(['pa-IN'])).toBe('pa');
  });

  it('reads Chinese by script, then by region', () => {
    expect(pickLocale(['zh-TW'])).toBe('zh-Hant');
    expect(pickLocale(['zh-HK'])).toBe('zh-Hant');
    expect(pickLocale(['yue'])).toBe('zh-Hant');
    expect(pickLocale(['zh-Hant-CA'])).toBe('zh-Hant');
    expect(pickLocale(['zh-CN'])).toBe('zh-Hans');
    expect(pickLocale(['zh'])).toBe('zh-Hans');
  });

  it('falls back to English for languages it does not speak, Shahmukhi Punjabi included', () => {
    expect(pickLocale(['de', 'ja'])).toBe('en');
    expect(pickLocale(['pa-Arab-PK'])).toBe('en');
    expect(pickLocale([])).toBe('en');
    expect(pickLocale(undefined)).toBe('en');
  });

  it('reads an Accept-Language header by its weights', () => {
    expect(pickLocale('de;q=0.9, zh-TW;q=0.5, fr;q=0.8')).toBe('fr-CA');
    expect(pickLocale('fa;q=0, en;q=0.1')).toBe('en');
    expect(pickLocale('*')).toBe('en');
  });

  it('names every language in itself, and only Persian right to left', () => {
    expect(LOCALES.filter((l) => LOCALE_INFO[l].dir === 'rtl')).toEqual(['fa']);
    expect(new Set(LOCALES.map((l) => LOCALE_INFO[l].selfName)).size).toBe(LOCALES.length);
  });
});
