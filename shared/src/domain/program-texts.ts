// A program's words (a giveaway's rules, a drive's purpose, a featured writer's interview) are written
// by volunteers from the console, not by developers in the catalogues: English first, since the
// volunteers write it and every reader can be given it, then any of the other five languages a
// volunteer adds. A reader whose language has no translation of a field reads the English, marked
// as English (`lang="en"`), so a screen reader speaks it right and nobody meets an empty screen.

import { DEFAULT_LOCALE, LOCALES, type Locale } from '../i18n/locales.ts';
import { optionalText, requiredText } from './schemas/fields.ts';
import * as z from './schemas/zod.ts';

/** One program's texts: every field in English, and in each other language the fields translated so
 * far (a translation may be partial; a field left out reads in English). */
export interface ProgramTexts<Field extends string> {
  en: Record<Field, string>;
  translations: Partial<Record<Exclude<Locale, 'en'>, Partial<Record<Field, string>>>>;
}

/** A text as a reader meets it: the words, and the language they are in (the reader's own, or English
 * when their language has none yet). */
export interface ProgramText {
  text: string;
  lang: Locale;
}

/** The field in the reader's language, or in English when it has not been translated. A blank
 * translation counts as none. */
export function programText<Field extends string>(
  texts: ProgramTexts<Field>,
  field: Field,
  locale: Locale,
): ProgramText {
  if (locale !== 'en') {
    const translated = texts.translations[locale]?.[field]?.trim();
    if (translated) return { text: translated, lang: locale };
  }
  return { text: texts.en[field], lang: DEFAULT_LOCALE };
}

/** Every field of a program in the reader's language (or English, field by field). */
export function programTextsIn<Field extends string>(
  texts: ProgramTexts<Field>,
  locale: Locale,
): Record<Field, ProgramText> {
  const fields = Object.keys(texts.en) as Field[];
  return Object.fromEntries(fields.map((field) => [field, programText(texts, field, locale)])) as Record<
    Field,
    ProgramText
  >;
}

/** The languages a volunteer has translated every field into (English always): the console shows
 * which are complete, partial or missing. */
export function translationState<Field extends string>(
  texts: ProgramTexts<Field>,
): Record<Locale, 'complete' | 'partial' | 'missing'> {
  const fields = Object.keys(texts.en) as Field[];
  return Object.fromEntries(
    LOCALES.map((locale) => {
      if (locale === 'en') return [locale, 'complete'];
      const done = fields.filter((field) => texts.translations[locale]?.[field]?.trim()).length;
      return [locale, done === fields.length ? 'complete' : done === 0 ? 'missing' : 'partial'];
    }),
  ) as Record<Locale, 'complete' | 'partial' | 'missing'>;
}

/** The shape a volunteer sends from the console: each field's English required (with `required` as its
 * message), each translation optional and trimmed, no longer than the field's English limit. */
export function programTextsSchema<Field extends string>(limits: Record<Field, number>, required: string) {
  const fields = Object.keys(limits) as Field[];
  const english = z.object(
    Object.fromEntries(fields.map((field) => [field, requiredText(required, limits[field])])) as Record<
      Field,
      ReturnType<typeof requiredText>
    >,
  );
  const translation = z.partial(
    z.object(
      Object.fromEntries(fields.map((field) => [field, optionalText(limits[field])])) as Record<
        Field,
        ReturnType<typeof optionalText>
      >,
    ),
  );
  const others = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
  return z.object({
    en: english,
    translations: z._default(
      z.partial(z.object(Object.fromEntries(others.map((locale) => [locale, translation])))),
      {},
    ),
  });
}
