// A drive's words in the reader's language (English, marked as English, where a volunteer has not
// translated a field). The pseudo-locale of the translators' check reads the English.

import type { DriveField } from '@bookwish/shared/domain/drives';
import { type ProgramText, type ProgramTexts, programTextsIn } from '@bookwish/shared/domain/program-texts';
import { DEFAULT_LOCALE, isLocale } from '@bookwish/shared/i18n/locales';
import { useLanguage } from '../../../lib/i18n/i18n-provider.tsx';

export function useDriveWords(): (texts: ProgramTexts<DriveField>) => Record<DriveField, ProgramText> {
  const { locale } = useLanguage();
  return (texts) => programTextsIn(texts, isLocale(locale) ? locale : DEFAULT_LOCALE);
}
