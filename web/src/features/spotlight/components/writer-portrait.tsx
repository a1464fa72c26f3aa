// A Writer's Spotlight writer's portrait: their own drawing, or, without one, their initials on a
// brand-coloured disc (never another writer's face). Decorative in lists (the name is beside it),
// named in the reader's language on the interview's page.

import { portraitOf } from '@bookwish/shared/domain/spotlight';
import { t } from '../../../lib/i18n/i18n.ts';

/** The first letter of the first and last words ("Tessa Moon" → "TM"; one word → one letter); a
 * letter is a code point, so a Punjabi or Chinese name keeps a whole character. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = (word: string | undefined) => (word ? (Array.from(word)[0] ?? '') : '');
  const letters = words.length > 1 ? first(words[0]) + first(words.at(-1)) : first(words[0]);
  return letters.toLocaleUpperCase();
}

export function WriterPortrait({
  writer,
  size,
  className,
  named = false,
  lazy = false,
}: {
  writer: { slug: string; name: string; portrait: string };
  /** Its drawn width and height in pixels. */
  size: number;
  className: string;
  /** Named for screen readers (the interview's page); otherwise decorative beside the name. */
  named?: boolean;
  lazy?: boolean;
}) {
  const portrait = portraitOf(writer);
  if (portrait) {
    return (
      <img
        src={portrait}
        alt={named ? t('interview.illustratedPortraitOf', { name: writer.name }) : ''}
        width={size}
        height={size}
        loading={lazy ? 'lazy' : undefined}
        className={className}
      />
    );
  }
  const disc = (
    <>
      <circle cx="50" cy="50" r="50" fill="var(--color-brand-soft)" />
      <text
        x="50"
        y="50"
        dy="0.35em"
        textAnchor="middle"
        fontSize="40"
        fontWeight="600"
        fill="var(--color-brand-dark)"
        className="font-display"
      >
        {initialsOf(writer.name)}
      </text>
    </>
  );
  if (!named) {
    return (
      <svg
        viewBox="0 0 100 100"
        width={size}
        height={size}
        className={className}
        aria-hidden="true"
        data-monogram=""
      >
        {disc}
      </svg>
    );
  }
  const label = t('interview.initialsOf', { name: writer.name });
  return (
    <svg
      viewBox="0 0 100 100"
      width={size}
      height={size}
      className={className}
      role="img"
      aria-label={label}
      data-monogram=""
    >
      <title>{label}</title>
      {disc}
    </svg>
  );
}
