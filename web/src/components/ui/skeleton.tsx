import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A pulsing placeholder shown while data loads. Hidden from assistive tech; say "Loading" elsewhere. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-paper-deep motion-reduce:animate-none', className)}
      {...props}
    />
  );
}
