import type { ComponentProps } from 'react';
import { cn } from './cn';

/** A white rounded surface with the house shadow. */
export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('rounded-card border border-line bg-white shadow-card', className)} {...props} />;
}
