// Labelled form controls used by every form of the posts, profile and contact screens: each input
// has a visible label, its hint and its error wired with aria-describedby, and aria-invalid on error.

import { type ComponentProps, type ReactNode, useId } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { serverText, t } from '../../lib/i18n/i18n.ts';
import { cn } from '../ui/cn.ts';

const control =
  'w-full rounded-xl border border-line bg-white px-4 py-2.5 text-ink placeholder:text-ink-soft/80 ' +
  'focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 ' +
  'aria-invalid:border-danger disabled:bg-paper-deep disabled:text-ink-soft';

interface FieldProps {
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  /** Marks the control invalid when its message is said once elsewhere (the form's alert). */
  invalid?: boolean;
  optional?: boolean;
}

function FieldShell({
  id,
  label,
  hint,
  error,
  optional,
  children,
}: FieldProps & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="font-semibold text-ink">
        {label}
        {optional && <span className="ms-1 font-normal text-ink-soft">{t('formFields.optional')}</span>}
      </label>
      {children}
      <FieldNotes id={id} hint={hint} error={error} />
    </div>
  );
}

/** A control's hint and error, under it, with the ids its aria-describedby names. */
export function FieldNotes({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      )}
    </>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return ids || undefined;
}

/** What every control carries: its id, aria-invalid on error, and its hint and error described. */
function wiring(id: string, { hint, error, invalid }: Pick<FieldProps, 'hint' | 'error' | 'invalid'>) {
  return {
    id,
    'aria-invalid': error || invalid ? true : undefined,
    'aria-describedby': describedBy(id, hint, error),
  };
}

/** A field's own props apart from those of its control. */
function fieldOf<T extends FieldProps>({ label, hint, error, invalid, optional, ...control }: T) {
  return [{ label, hint, error, invalid, optional }, control] as const;
}

/** One labelled control: the shell around it, and its wiring handed to the control. */
function Labelled({
  field,
  children,
}: {
  field: FieldProps;
  children: (wired: ReturnType<typeof wiring>) => ReactNode;
}) {
  const id = useId();
  return (
    <FieldShell
      id={id}
      label={field.label}
      hint={field.hint}
      error={field.error}
      optional={field.optional ?? false}
    >
      {children(wiring(id, field))}
    </FieldShell>
  );
}

export function TextField({ className, ...props }: FieldProps & ComponentProps<'input'>) {
  const [field, input] = fieldOf(props);
  return (
    <Labelled field={field}>
      {(wired) => <input {...wired} className={cn(control, className)} {...input} />}
    </Labelled>
  );
}

/** A choice from a list (its options are the children). */
export function SelectField({ className, ...props }: FieldProps & ComponentProps<'select'>) {
  const [field, select] = fieldOf(props);
  return (
    <Labelled field={field}>
      {(wired) => <select {...wired} className={cn(control, className)} {...select} />}
    </Labelled>
  );
}

/** An email address: the keyboard for it, and the browser's saved address offered. */
export function EmailField(props: FieldProps & ComponentProps<'input'>) {
  return <TextField type="email" autoComplete="email" {...props} />;
}

/** A password being chosen: hidden, and offered to the password manager as a new one. */
export function NewPasswordField(props: FieldProps & ComponentProps<'input'>) {
  return <TextField type="password" autoComplete="new-password" {...props} />;
}

/** The code from an email: digits, which the phone offers to fill in from the message. */
export function EmailCodeField(props: FieldProps & ComponentProps<'input'>) {
  return <TextField inputMode="numeric" autoComplete="one-time-code" {...props} />;
}

export function TextAreaField({ className, ...props }: FieldProps & ComponentProps<'textarea'>) {
  const [field, input] = fieldOf(props);
  return (
    <Labelled field={field}>
      {(wired) => <textarea {...wired} rows={4} className={cn(control, 'min-h-24', className)} {...input} />}
    </Labelled>
  );
}

/** A field's error message as react-hook-form holds it (untranslated). */
function messageOf<T extends FieldValues>(errors: FieldErrors<T>, field: string): unknown {
  return (errors as Record<string, { message?: unknown } | undefined>)[field]?.message;
}

/** The first field in error in the spec's check order: the one the form's alert names, and where a
 * form that focuses on error puts the cursor. */
export function firstErrorField<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
): string | undefined {
  return order.find((field) => {
    const message = messageOf(errors, field);
    return typeof message === 'string' && message !== '';
  });
}

/** The first error in the spec's check order, for the form's one "Error" alert. */
export function firstError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly string[],
): string | null {
  const field = firstErrorField(errors, order);
  return field === undefined ? null : (fieldError(errors, field) ?? null);
}

/** The message of one field's error, if any. */
export function fieldError<T extends FieldValues>(errors: FieldErrors<T>, field: string): string | undefined {
  const message = messageOf(errors, field);
  // zod's messages are the shared English ones (messages.ts): shown in the reader's language.
  return typeof message === 'string' ? serverText(message) : undefined;
}
