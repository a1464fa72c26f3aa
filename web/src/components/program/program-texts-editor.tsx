// The console's editor of a program's words: every field in English (required: every reader can be
// given it), then the other five languages, each added when a volunteer has it, field by field, with
// the English beside it. A language's state (translated, partly, not yet) shows on its button, so a
// volunteer sees at a glance who reads English instead.

import { type ProgramTexts, translationState } from '@bookwish/shared/domain/program-texts';
import { LOCALE_INFO, LOCALES, type Locale } from '@bookwish/shared/i18n/locales';
import { useId, useState } from 'react';
import { t } from '../../lib/i18n/i18n.ts';
import { TextAreaField, TextField } from '../form/form-fields.tsx';
import { cn } from '../ui/cn.ts';

export interface ProgramField<Field extends string> {
  field: Field;
  label: string;
  max: number;
  multiline?: boolean;
}

/** A language's button says how far its translation is. */
const stateLabel = {
  complete: (language: string) => t('programTexts.complete', { language }),
  partial: (language: string) => t('programTexts.partial', { language }),
  missing: (language: string) => t('programTexts.missing', { language }),
};

type Translated = Exclude<Locale, 'en'>;
const OTHERS = LOCALES.filter((locale): locale is Translated => locale !== 'en');

/** An empty set of texts for a new program. */
export function emptyProgramTexts<Field extends string>(
  fields: readonly ProgramField<Field>[],
): ProgramTexts<Field> {
  return {
    en: Object.fromEntries(fields.map(({ field }) => [field, ''])) as Record<Field, string>,
    translations: {},
  };
}

export function ProgramTextsEditor<Field extends string>({
  fields,
  value,
  onChange,
  errors = {},
}: {
  fields: readonly ProgramField<Field>[];
  value: ProgramTexts<Field>;
  onChange: (next: ProgramTexts<Field>) => void;
  /** The server's or the form's message per English field. */
  errors?: Partial<Record<Field, string>>;
}) {
  const [language, setLanguage] = useState<Translated>('fr-CA');
  const states = translationState(value);
  const headingId = useId();
  const setEnglish = (field: Field, text: string) =>
    onChange({ ...value, en: { ...value.en, [field]: text } });
  const setTranslation = (field: Field, text: string) =>
    onChange({
      ...value,
      translations: { ...value.translations, [language]: { ...value.translations[language], [field]: text } },
    });
  const info = LOCALE_INFO[language];
  return (
    <div className="flex flex-col gap-6">
      <fieldset className="flex flex-col gap-4">
        <legend className="text-lg font-semibold">{t('programTexts.english')}</legend>
        <p className="text-sm text-ink-soft">{t('programTexts.englishHint')}</p>
        {fields.map(({ field, label, max, multiline }) => {
          const common = {
            label,
            value: value.en[field],
            maxLength: max,
            lang: 'en',
            dir: 'ltr' as const,
            error: errors[field],
          };
          return multiline ? (
            <TextAreaField
              key={field}
              {...common}
              onChange={(event) => setEnglish(field, event.target.value)}
            />
          ) : (
            <TextField key={field} {...common} onChange={(event) => setEnglish(field, event.target.value)} />
          );
        })}
      </fieldset>
      <section aria-labelledby={headingId} className="flex flex-col gap-4">
        <h3 id={headingId} className="text-lg font-semibold">
          {t('programTexts.translations')}
        </h3>
        <div className="flex flex-wrap gap-2">
          {OTHERS.map((locale) => (
            <button
              key={locale}
              type="button"
              aria-pressed={locale === language}
              onClick={() => setLanguage(locale)}
              className={cn(
                'rounded-full border px-3 py-1.5 text-sm',
                locale === language ? 'border-brand bg-brand/10 font-semibold' : 'border-line bg-white',
              )}
            >
              {stateLabel[states[locale]](LOCALE_INFO[locale].selfName)}
            </button>
          ))}
        </div>
        {fields.map(({ field, label, max, multiline }) => {
          const common = {
            label: t('programTexts.fieldIn', { field: label, language: info.selfName }),
            hint: value.en[field] ? t('programTexts.englishOriginal', { text: value.en[field] }) : undefined,
            value: value.translations[language]?.[field] ?? '',
            maxLength: max,
            lang: info.intl,
            dir: info.dir,
            optional: true,
          };
          return multiline ? (
            <TextAreaField
              key={`${language}-${field}`}
              {...common}
              onChange={(event) => setTranslation(field, event.target.value)}
            />
          ) : (
            <TextField
              key={`${language}-${field}`}
              {...common}
              onChange={(event) => setTranslation(field, event.target.value)}
            />
          );
        })}
      </section>
    </div>
  );
}
