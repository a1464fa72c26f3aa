// The Give a Treat form: Book Title, Book Author, picture (tip 1.5:1), Type, Shipping Destination,
// Message, Post. The spec's checks in order: title, destination, then the picture's type and size.

import { TREAT_TYPES } from '@bookwish/shared/domain/constants';
import { createTreatFormSchema } from '@bookwish/shared/domain/schemas/posts';
import type { TreatType } from '@bookwish/shared/domain/types';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type * as z from 'zod';
import { fieldError, firstError, TextAreaField, TextField } from '../../../components/form/form-fields.tsx';
import { ImagePicker } from '../../../components/form/image-picker.tsx';
import { usePendingPhoto } from '../../../components/form/shrink-progress.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { keptTexts } from '../../../lib/kept-texts.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormDraft, withDraft } from '../../../lib/use-form-draft.ts';
import { useCreatePost } from '../api/create-post.ts';
import { IsbnScan } from './isbn-scan.tsx';
import { PostFormFooter } from './post-form-footer.tsx';
import { TypesField } from './types-field.tsx';

/** The draft kept across a lost connection or session, a reload and a log-in. */
const DRAFT = 'give-a-treat';

type FormInput = z.input<typeof createTreatFormSchema>;
type FormOutput = z.output<typeof createTreatFormSchema>;

const ORDER = ['title', 'shippingDestination', 'cover', 'author', 'types', 'message'] as const;

export function TreatForm() {
  const navigate = useNavigate();
  const create = useCreatePost('treat', 'treatCover', DRAFT);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createTreatFormSchema),
    defaultValues: withDraft(DRAFT, {
      title: '',
      author: '',
      types: [],
      shippingDestination: '',
      message: '',
      cover: null,
    }),
    reValidateMode: 'onChange',
    shouldFocusError: true,
  });
  const draft = useFormDraft(DRAFT, form, 'cover');
  const { errors } = form.formState;
  const alert = firstError(errors, ORDER);

  const submit = form.handleSubmit(({ cover, ...body }) =>
    create.mutate(
      { cover: (cover ?? null) as File | null, body },
      {
        onSuccess: ({ post, earlier }) => {
          draft.clear();
          if (earlier) toast.info(keptTexts.alreadyPosted);
          navigate(paths.treat(post.id));
        },
      },
    ),
  );

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
      className="flex flex-col gap-5"
      aria-label={t('treatForm.giveATreat')}
    >
      {/* A found book fills these fields; the member checks and edits them (a shown error re-checks). */}
      <IsbnScan
        onFill={({ title, author, cover }) => {
          const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
          if (title !== undefined) form.setValue('title', title, how);
          if (author !== undefined) form.setValue('author', author, how);
          if (cover !== undefined) form.setValue('cover', cover, how);
        }}
      />
      <TextField
        label={t('treatForm.bookTitle')}
        autoComplete="off"
        error={fieldError(errors, 'title')}
        {...form.register('title')}
      />
      <TextField
        label={t('treatForm.bookAuthor')}
        optional
        autoComplete="off"
        error={fieldError(errors, 'author')}
        {...form.register('author')}
      />
      <Controller
        control={form.control}
        name="cover"
        render={({ field }) => (
          <ImagePicker
            onPending={pendingPhoto.track}
            label={t('treatForm.pictureOfTheBook')}
            name={field.name}
            hint={t('treatForm.tipAPhotoWithA')}
            value={(field.value ?? null) as File | null}
            onChange={field.onChange}
            error={fieldError(errors, 'cover')}
            progress={create.progress}
          />
        )}
      />
      <Controller
        control={form.control}
        name="types"
        render={({ field }) => (
          <TypesField<TreatType>
            options={TREAT_TYPES}
            value={(field.value as TreatType[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <TextField
        label={t('treatForm.shippingDestination')}
        placeholder={t('placeholder.treatDestination')}
        hint={t('treatForm.theCountriesYouAreAble')}
        error={fieldError(errors, 'shippingDestination')}
        {...form.register('shippingDestination')}
      />
      <TextAreaField
        label={t('treatForm.message')}
        optional
        placeholder={t('treatForm.whyYouLovedItIts')}
        error={fieldError(errors, 'message')}
        {...form.register('message')}
      />
      <PostFormFooter alert={alert} create={create} />
    </form>
  );
}
