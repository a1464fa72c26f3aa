// A setting saved as soon as it changes (Account Setting's email and device notifications): the
// member's choice shows at once, with "Saving…" beside it, announced, until the server answers; the
// switch waits meanwhile, and a change that failed is undone and said.

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
