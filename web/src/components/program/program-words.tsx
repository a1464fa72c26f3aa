// A program's words as a reader meets them (a giveaway's rules, a drive's purpose, an interview): in
// their language when a volunteer translated the field, else in English marked `lang="en"` (and
// `dir="ltr"` inside a Persian page), so a screen reader speaks it in English and the line runs the
// right way. The words are volunteers' plain text: paragraphs split on blank lines, never HTML.

import type { ProgramText } from '@bookwish/shared/domain/program-texts';
import { LOCALE_INFO } from '@bookwish/shared/i18n/locales';
import type { ElementType } from 'react';
import { useLanguage } from '../../lib/i18n/i18n-provider.tsx';

/** The attributes that mark a text not in the page's language; none when it is. */
export function languageMark(text: ProgramText, pageLocale: string): { lang?: string; dir?: 'ltr' | 'rtl' } {
  if (text.lang === pageLocale) return {};
  const info = LOCALE_INFO[text.lang];
  return { lang: info.intl, dir: info.dir };
}

/** One field, inline or as a block: `as="h1"`, `as="span"`... */
export function ProgramWords({
  text,
  as: Tag = 'span',
  className,
}: {
  text: ProgramText;
  as?: ElementType;
  className?: string;
}) {
  const { locale } = useLanguage();
  return (
    <Tag className={className} {...languageMark(text, locale)}>
      {text.text}
    </Tag>
  );
}

/** A longer field as paragraphs (a blank line between two), in one marked block. */
export function ProgramParagraphs({ text, className }: { text: ProgramText; className?: string }) {
  const { locale } = useLanguage();
  const paragraphs = text.text.split(/\n\s*\n/).filter((paragraph) => paragraph.trim());
  return (
    <div className={className} {...languageMark(text, locale)}>
      {paragraphs.map((paragraph, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs of one text never reorder
        <p key={index} className="mt-3 whitespace-pre-line first:mt-0">
          {paragraph}
        </p>
      ))}
    </div>
  );
}
