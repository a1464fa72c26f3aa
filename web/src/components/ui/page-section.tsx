import type { ReactNode } from 'react';

/** A titled part of an informational page: the section, named by its h2 for assistive technology. */
export function PageSection({
  id,
  title,
  className,
  children,
}: {
  /** The heading's id, which names the section (aria-labelledby). */
  id: string;
  title: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className={className}>
      <h2 id={id} className="text-3xl font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}
