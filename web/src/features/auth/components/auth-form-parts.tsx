// The parts every sign-in form shares: its title (which names the form), what went wrong, its submit
// button, and the line that switches to the other form. One look for log in, sign up, verify and reset.
import type { ChangeEvent } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';

/** The form's title; the form is named by it (aria-labelledby="auth-title"). */
export function AuthTitle({ children }: { children: string }) {
  return (
    <h1 id="auth-title" className="text-center text-3xl font-bold">
      {children}
    </h1>
  );
}

/** What went wrong, if anything, then the submit button (its label says when it is working). */
export function FormSubmit({
  error,
  pending,
  label,
  pendingLabel,
}: {
  error: string | null | undefined;
  pending: boolean;
  label: string;
  pendingLabel: string;
}) {
  return (
    <>
      {error && <Alert>{error}</Alert>}
      <Button type="submit" size="lg" disabled={pending}>
        {pending ? pendingLabel : label}
      </Button>
    </>
  );
}

/** "Already have an account? Log in": the prompt, then a link-styled button to the other form. */
export function SwitchFormLine({
  prompt,
  link,
  onClick,
}: {
  prompt: string;
  link: string;
  onClick: () => void;
}) {
  return (
    <p className="text-center text-ink-soft">
      {prompt}{' '}
      <button
        type="button"
        onClick={onClick}
        className="font-semibold text-brand-dark underline underline-offset-2"
      >
        {link}
      </button>
    </p>
  );
}

/** A typed field's change handler: keeps the value and clears the last error, which spoke of the old one. */
export function typedInto(set: (value: string) => void, clearError: (error: null) => void) {
  return (event: ChangeEvent<HTMLInputElement>) => {
    set(event.target.value);
    clearError(null);
  };
}
