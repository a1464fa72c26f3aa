// Keeps a react-hook-form form's draft (lib/drafts.ts) as the member types: the text on every change,
// the chosen photo when it changes; the photo comes back into the form once IndexedDB answers.
import { useEffect } from 'react';
import type { FieldValues, Path, PathValue, UseFormReturn } from 'react-hook-form';
import { clearDraft, readDraft, readDraftPhoto, writeDraft, writeDraftPhoto } from './drafts.ts';
import { currentUser } from './session.ts';

function uid(): string {
  return currentUser()?.uid ?? '';
}

/** The form's default values with the kept draft's text over them (for useForm's defaultValues). */
export function withDraft<T extends object>(name: string, defaults: T): T {
  const draft = readDraft<T>(name, uid());
  return draft ? { ...defaults, ...draft } : defaults;
}

/** Keeps the draft while the form is on the page; `clear` after the server accepted it. */
export function useFormDraft<T extends FieldValues>(
  name: string,
  form: UseFormReturn<T>,
  photoField?: Path<T>,
): { clear: () => void } {
  useEffect(() => {
    const owner = uid();
    let active = true;
    if (photoField) {
      void readDraftPhoto(name, owner).then((file) => {
        if (active && file && !form.getValues(photoField)) {
          form.setValue(photoField, file as PathValue<T, Path<T>>);
        }
      });
    }
    const subscription = form.watch((values, { name: changed }) => {
      const text: Record<string, unknown> = { ...values };
      if (photoField) delete text[photoField];
      writeDraft(name, owner, text);
      if (photoField && changed === photoField) {
        void writeDraftPhoto(name, owner, (values[photoField] as File | null | undefined) ?? null);
      }
    });
    return () => {
      active = false;
      subscription.unsubscribe();
    };
  }, [name, form, photoField]);
  return { clear: () => clearDraft(name) };
}
