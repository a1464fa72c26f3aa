import type { ReactNode } from 'react';
import { cn } from './cn';

const widths = { narrow: 'max-w-3xl', medium: 'max-w-4xl', wide: 'max-w-6xl' } as const;

/** The heading block at the top of an informational page: optional eyebrow, the h1, a lead line. */
export function PageHeader({
  eyebrow,
  title,
  children,
  width = 'medium',
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  /** Match the page's content column so the heading lines up with the text below it. */
  width?: keyof typeof widths;
}) {
  return (
    <header className="bg-paper-deep">
      <div className={cn('mx-auto px-5 py-12 md:py-16', widths[width])}>
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-ink-soft">{children}</div>}
      </div>
    </header>
  );
}
