// A setting saved as soon as it changes (Account Setting's email and device notifications): the
// member's choice shows at once, with "Saving…" beside it, announced, until the server answers; the
// switch waits meanwhile. A change that failed is read again from the server (its answer may have been
// lost after it acted): the switch shows what the server holds, and "not saved" only when it did not.

import type { ReactNode } from 'react';
import { errorText } from '../../lib/api.ts';
import { keptTexts } from '../../lib/kept-texts.ts';
import { Alert } from '../ui/alert.tsx';

export function SettingSwitch({
  label,
  hint,
  on,
  saving,
  onChange,
}: {
  label: string;
  hint: string;
  /** The setting as the server last said it. */
  on: boolean;
  /** The position being saved, or undefined when nothing is. */
  saving: boolean | undefined;
  onChange: (on: boolean) => void;
}) {
  const pending = saving !== undefined;
  return (
    <label className="flex items-start gap-3">
      <input
        type="checkbox"
        className="mt-1 size-4"
        disabled={pending}
        aria-busy={pending || undefined}
        checked={saving ?? on}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        <span className="font-medium">{label}</span>
        <span className="block text-sm text-ink-soft">{hint}</span>
        <span aria-live="polite" className="block text-sm text-ink-soft">
          {pending ? keptTexts.settingSaving : ''}
        </span>
      </span>
    </label>
  );
}

/** Why the last change was not kept: the switch is back where it was. */
export function SettingNotSaved({ failure, text }: { failure: unknown; text?: ReactNode }) {
  if (failure === null) return null;
  return (
    <Alert>
      {text ?? (
        <>
          {keptTexts.settingNotSaved} {errorText(failure, '')}
        </>
      )}
    </Alert>
  );
}

/** The setting as the server holds it now, read again after a failed change; null when that read
 * fails too (the switch then stays where the server last said it was). */
export async function serverHolds<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}
