// One part of the account tab (profile, password, emails, push, the archive, deletion): a card named
// by its heading for assistive technology; deletion's in the danger colour.

import type { ReactNode } from 'react';
import { cn } from '../../../components/ui/cn.ts';

export function SettingsCard({
  id,
  title,
  danger = false,
  children,
}: {
  /** The heading's id, which names the card (aria-labelledby). */
  id: string;
  title: ReactNode;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className={cn('rounded-card bg-white p-6 shadow-card ring-1', danger ? 'ring-danger/30' : 'ring-line')}
    >
      <h2 id={id} className={cn('text-xl font-bold', danger && 'text-danger')}>
        {title}
      </h2>
      {children}
    </section>
  );
}
