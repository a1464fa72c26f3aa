import type { ReactNode } from 'react';

/** The heading block at the top of an informational page: optional eyebrow, the h1, a lead line. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <header className="bg-paper-deep">
      <div className="mx-auto max-w-4xl px-5 py-12 md:py-16">
        {eyebrow && (
          <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">{eyebrow}</p>
        )}
        <h1 className="mt-2 text-4xl font-semibold md:text-5xl">{title}</h1>
        {children && <div className="mt-4 max-w-2xl text-lg text-ink-soft">{children}</div>}
      </div>
    </header>
  );
}
