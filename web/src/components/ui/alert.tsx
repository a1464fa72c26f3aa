import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/i18n.ts';
import { cn } from './cn';

/**
 * The spec's error box (section 8: "a destructive alert titled Error"). role="alert" so a screen
 * reader announces it the moment a form shows it.
 */
export function Alert({
  title = t('alert.error'),
  variant = 'destructive',
  children,
  className,
}: {
  title?: string;
  variant?: 'destructive' | 'info' | 'success';
  children: ReactNode;
  className?: string;
}) {
  return (
    <div
      role={variant === 'destructive' ? 'alert' : 'status'}
      className={cn(
        'rounded-xl border px-4 py-3 text-sm',
        variant === 'destructive' && 'border-danger/40 bg-danger-soft text-danger',
        variant === 'info' && 'border-line bg-white text-ink',
        variant === 'success' && 'border-forest/30 bg-forest-soft text-forest',
        className,
      )}
    >
      {title && <p className="font-semibold">{title}</p>}
      <div className="mt-0.5">{children}</div>
    </div>
  );
}
