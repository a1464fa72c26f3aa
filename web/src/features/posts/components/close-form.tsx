// Book Received: the recipient closes the exchange with an optional thank-you note and photo
// (PNG or JPEG, downscaled in the browser when over 1 MB, uploaded through /api/uploads).

import { closeFormSchema } from '@bookwish/shared/domain/schemas/transitions';
import type { PostKind } from '@bookwish/shared/domain/types';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { fieldError, firstError, TextAreaField } from '../../../components/form/form-fields.tsx';
import { ImagePicker } from '../../../components/form/image-picker.tsx';
import { usePendingPhoto } from '../../../components/form/shrink-progress.tsx';
import { focusActivity } from '../../../components/timeline/activity-timeline.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { uploadImage } from '../../../lib/images.ts';
import { formErrorText } from '../../../lib/kept-texts.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { useFormDraft, withDraft } from '../../../lib/use-form-draft.ts';
import { useTransitionPost } from '../api/transition-post.ts';

type FormInput = z.input<typeof closeFormSchema>;
type FormOutput = z.output<typeof closeFormSchema>;

export function CloseForm({ kind, postId, version }: { kind: PostKind; postId: string; version: number }) {
  const close = useTransitionPost(kind, postId, 'close');
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const [uploadError, setUploadError] = useState<unknown>(null);
  // The note and photo are kept across a lost connection or session, a reload and a log-in.
  const draftName = `close.${postId}`;
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(closeFormSchema),
    // The wall choice starts off: the note was written to the giver; showing it to everyone is the
    // recipient's own choice (shared/src/domain/thanks-wall.ts).
    defaultValues: withDraft(draftName, { thankYouNote: '', photo: null, onWall: false }),
    reValidateMode: 'onChange',
  });
  const draft = useFormDraft(draftName, form, 'photo');
  // The photo already in the bucket: Book Received again with the same photo sends its key, not the
  // bytes again.
  const uploaded = useRef<{ file: File; key: string } | null>(null);
  const { errors } = form.formState;
  const alert = firstError(errors, ['thankYouNote', 'photo']);

  const submit = form.handleSubmit(async ({ thankYouNote, photo, onWall }) => {
    setUploadError(null);
    let thankYouPhotoKey: string | undefined;
    if (photo) {
      try {
        if (uploaded.current?.file !== photo) {
          uploaded.current = {
            file: photo as File,
            key: await uploadImage(photo as File, 'thankYou', setProgress),
          };
        }
        thankYouPhotoKey = uploaded.current.key;
      } catch (error) {
        setUploadError(error);
        return;
      } finally {
        setProgress(null);
      }
    }
    const received = () => {
      draft.clear();
      toast.success(t('closeForm.thankYouWeLetYour'));
      focusActivity();
    };
    try {
      await close.mutateAsync({
        thankYouNote,
        expectedVersion: version,
        onWall,
        ...(thankYouPhotoKey ? { thankYouPhotoKey } : {}),
      });
      received();
    } catch {
      // Both answers lost (api.ts sends once more with the same key) while the server did close the
      // exchange: the post, refetched before this runs, says so, and the recipient is told as on a
      // success (the form itself has gone with the step). Otherwise the alert below says why.
      const views = queryClient.getQueriesData<{ status?: string }>({
        queryKey: queryKeys.post(kind, postId),
      });
      if (views.some(([, post]) => post?.status === 'closed')) received();
    }
  });

  const busy = form.formState.isSubmitting || close.isPending;
  // Post while a photo is still being made smaller waits for it, then checks the smaller one.
  const pendingPhoto = usePendingPhoto();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await pendingPhoto.settled()) await submit();
  };

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="close-heading"
      className="mt-8 flex flex-col gap-4 rounded-card bg-white p-6 shadow-card ring-1 ring-line"
    >
      <h2 id="close-heading" className="text-xl font-bold">
        {t('closeForm.hasYourBookArrived')}
      </h2>
      <p className="text-ink-soft">{t('closeForm.letYourGiverKnowAnd')}</p>
      <TextAreaField
        label={t('closeForm.thankYouNote')}
        optional
        placeholder={t('closeForm.sayThankYouToYour')}
        error={fieldError(errors, 'thankYouNote')}
        {...form.register('thankYouNote')}
      />
      <Controller
        control={form.control}
        name="photo"
        render={({ field }) => (
          <ImagePicker
            onPending={pendingPhoto.track}
            label={t('closeForm.photo')}
            name={field.name}
            hint={t('closeForm.pngOrJpg1mbMax')}
            value={(field.value ?? null) as File | null}
            // Checked as soon as it is picked (type, then size), not only on Book Received.
            onChange={(file) => form.setValue('photo', file, { shouldValidate: true })}
            error={fieldError(errors, 'photo')}
            progress={progress}
          />
        )}
      />
      <div>
        <label className="flex items-start gap-3 text-ink">
          <input
            type="checkbox"
            className="mt-1 size-4 accent-brand"
            aria-describedby="wall-choice-hint"
            {...form.register('onWall')}
          />
          <span>{t('thanks.wallChoice')}</span>
        </label>
        <p id="wall-choice-hint" className="mt-1 ml-7 text-sm text-ink-soft">
          {t('thanks.wallChoiceHint')}
        </p>
      </div>
      {alert && <Alert>{alert}</Alert>}
      {(uploadError !== null || close.isError) && (
        <Alert>{formErrorText(uploadError ?? close.error, t('msg.post.transitionFailed'))}</Alert>
      )}
      <Button type="submit" variant="secondary" disabled={busy} className="self-start">
        {busy ? t('closeForm.sending') : t('closeForm.bookReceived')}
      </Button>
    </form>
  );
}
