// Accessible modal dialog on Radix (focus trap, Escape, aria wiring) with the house look.
// Import it only from lazily loaded routes: Radix dialog costs ~13 KB gzipped.

import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { t } from '../../lib/i18n/i18n.ts';
import { cn } from './cn';
import { CLOSE_PATH, LineIcon } from './line-icon.tsx';

export const DialogRoot = RadixDialog.Root;
export const DialogTrigger = RadixDialog.Trigger;
export const DialogClose = RadixDialog.Close;

export interface DialogContentProps {
  title: ReactNode;
  /** Shown under the title and used as the dialog's accessible description. */
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
  /** Hide the corner close button when the dialog has its own Cancel / Okay buttons. */
  hideCloseButton?: boolean;
}

export function DialogContent({
  title,
  description,
  children,
  className,
  hideCloseButton,
}: DialogContentProps) {
  return (
    <RadixDialog.Portal>
      <RadixDialog.Overlay className="fixed inset-0 z-40 bg-ink/50 data-[state=open]:animate-[fade-in_150ms_ease-out]" />
      <RadixDialog.Content
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[90dvh] w-[calc(100vw-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2',
          'overflow-y-auto rounded-card bg-white p-6 shadow-card focus:outline-none',
          className,
        )}
        // Without a description Radix warns; undefined tells it the dialog deliberately has none.
        {...(description ? {} : { 'aria-describedby': undefined })}
      >
        <RadixDialog.Title className="pe-8 font-display text-xl font-semibold text-ink">
          {title}
        </RadixDialog.Title>
        {description && (
          <RadixDialog.Description className="mt-2 text-ink-soft">{description}</RadixDialog.Description>
        )}
        {children && <div className="mt-4">{children}</div>}
        {!hideCloseButton && (
          <RadixDialog.Close
            className="absolute top-3 end-3 inline-flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-paper-deep"
            aria-label={t('dialog.close')}
          >
            <LineIcon path={CLOSE_PATH} className="size-5" />
          </RadixDialog.Close>
        )}
      </RadixDialog.Content>
    </RadixDialog.Portal>
  );
}

/** A dialog in one element: `<Dialog open onOpenChange title description>children</Dialog>`. */
export function Dialog({
  open,
  onOpenChange,
  trigger,
  ...content
}: DialogContentProps & {
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  trigger?: ReactNode;
}) {
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger && <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger>}
      <DialogContent {...content} />
    </RadixDialog.Root>
  );
}
