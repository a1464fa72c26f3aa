// A one-field lifecycle form (share the address, say the gift was sent, mark as shipped): the shared
// schema's message when the field is required and empty, the spec's transition text when the call
// fails, and the new state on the page when it succeeds (the mutation refetches the post).

import type { ActionOf } from '@bookwish/shared/domain/step-routes';
import type { StepBody } from '@bookwish/shared/domain/steps/index';
import type { PostKind } from '@bookwish/shared/domain/types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { fieldError, TextAreaField } from '../../../components/form/form-fields.tsx';
import { focusActivity } from '../../../components/timeline/activity-timeline.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { formErrorText } from '../../../lib/kept-texts.ts';
import { useFormDraft, withDraft } from '../../../lib/use-form-draft.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import { ParcelFields } from './parcel-fields.tsx';

export function StepForm<K extends PostKind>({
  kind,
  postId,
  version,
  action,
  heading,
  intro,
  name,
  label,
  placeholder,
  optional,
  autoComplete,
  schema,
  submitLabel,
  successText,
  parcel,
}: {
  kind: K;
  postId: string;
  version: number;
  action: ActionOf<K>;
  heading: string;
  intro?: string;
  name: string;
  label: string;
  placeholder?: string;
  optional?: boolean;
  autoComplete?: string;
  /** The shared schema, picked down to this form's one field. */
  schema: z.ZodMiniType<Record<string, unknown>, Record<string, unknown>>;
  submitLabel: string;
  successText: string;
  /** The step also takes an optional carrier and tracking number (Fulfil, Ship). */
  parcel?: boolean;
}) {
  const step = useTransitionPost(kind, postId, action);
  // Kept across a lost connection or session, a reload and a log-in (this post, this step).
  const draftName = `step.${action}.${postId}`;
  const form = useForm<Record<string, unknown>>({
    resolver: zodResolver(schema),
    defaultValues: withDraft(
      draftName,
      parcel ? { [name]: '', carrier: '', trackingNumber: '' } : { [name]: '' },
    ),
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft(draftName, form);
  const error = fieldError(form.formState.errors, name);
  const onSubmit = form.handleSubmit((values) =>
    step.mutate(
      // The form's fields, checked by the step's own schema (picked or its form schema): the step's body.
      { ...values, expectedVersion: version } as unknown as StepBody<K, ActionOf<K>>,
      {
        onSuccess: () => {
          draft.clear();
          toast.success(successText);
          focusActivity();
        },
      },
    ),
  );
  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby={`${action}-heading`}
      className="mt-8 flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line"
    >
      <h2 id={`${action}-heading`} className="text-xl font-bold">
        {heading}
      </h2>
      {intro && <p className="text-ink-soft">{intro}</p>}
      <TextAreaField
        label={label}
        placeholder={placeholder}
        optional={optional ?? false}
        autoComplete={autoComplete}
        error={error}
        {...form.register(name)}
      />
      {error && <Alert>{error}</Alert>}
      {parcel && <ParcelFields register={form.register} errors={form.formState.errors} />}
      {step.isError && <Alert>{formErrorText(step.error, t('msg.post.transitionFailed'))}</Alert>}
      <Button type="submit" disabled={step.isPending} className="self-start">
        {step.isPending ? t('stepForm.sending') : submitLabel}
      </Button>
    </form>
  );
}
