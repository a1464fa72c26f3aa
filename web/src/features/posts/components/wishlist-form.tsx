// The Make a Wish form: spec fields, placeholders and tips; the spec's checks in its order (title,
// destination, link and price, then the cover's type and size), shown one at a time in the Error alert.

import { WISHLIST_TYPES } from '@bookwish/shared/domain/constants';
import { createWishlistFormSchema } from '@bookwish/shared/domain/schemas/posts';
import type { WishlistType } from '@bookwish/shared/domain/types';
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
const DRAFT = 'make-a-wish';

type FormInput = z.input<typeof createWishlistFormSchema>;
type FormOutput = z.output<typeof createWishlistFormSchema>;

const ORDER = [
  'title',
  'destination',
  'purchaseLink',
  'price',
  'cover',
  'author',
  'types',
  'message',
] as const;

export function WishlistForm() {
  const navigate = useNavigate();
  const create = useCreatePost('wishlist', 'cover', DRAFT);
  const form = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createWishlistFormSchema),
    defaultValues: withDraft(DRAFT, {
      title: '',
      author: '',
      types: [],
      purchaseLink: '',
      destination: '',
      price: '',
      message: '',
      cover: null,
    }),
    // The spec: form errors clear when fields are edited.
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
          navigate(paths.wishlist(post.id));
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
      aria-label={t('wishlistForm.makeAWish')}
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
        label={t('wishlistForm.title')}
        autoComplete="off"
        error={fieldError(errors, 'title')}
        {...form.register('title')}
      />
      <TextField
        label={t('wishlistForm.author')}
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
            label={t('wishlistForm.bookCover')}
            name={field.name}
            hint={t('wishlistForm.tipACoverWithA')}
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
          <TypesField<WishlistType>
            options={WISHLIST_TYPES}
            value={(field.value as WishlistType[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
      <TextField
        label={t('wishlistForm.purchaseLink')}
        type="url"
        inputMode="url"
        placeholder={t('wishlistForm.https')}
        hint={t('wishlistForm.aLinkWhereAGiver')}
        error={fieldError(errors, 'purchaseLink')}
        {...form.register('purchaseLink')}
      />
      <TextField
        label={t('wishlistForm.destinationCountry')}
        placeholder={t('placeholder.destination')}
        autoComplete="country-name"
        error={fieldError(errors, 'destination')}
        {...form.register('destination')}
      />
      <TextField
        label={t('wishlistForm.price')}
        placeholder={t('placeholder.price')}
        hint={t('wishlistForm.theTotalPriceIncludingShipping')}
        error={fieldError(errors, 'price')}
        {...form.register('price')}
      />
      <TextAreaField
        label={t('wishlistForm.message')}
        optional
        placeholder={t('wishlistForm.tellGiversWhyThisBook')}
        error={fieldError(errors, 'message')}
        {...form.register('message')}
      />
      <PostFormFooter alert={alert} create={create} />
    </form>
  );
}
