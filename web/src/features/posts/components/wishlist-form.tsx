// The Make a Wish form: spec fields, placeholders and tips; the spec's checks in its order (title,
// destination, link and price, then the cover's type and size), shown one at a time in the Error alert.

import { PLACEHOLDERS, WISHLIST_TYPES } from '@bookwish/shared/domain/constants';
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
import { keptTexts } from '../../../lib/kept-texts.ts';
import { paths } from '../../../lib/paths.ts';
import { useFormDraft, withDraft } from '../../../lib/use-form-draft.ts';
import { useCreatePost } from '../api/create-post.ts';
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
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5" aria-label="Make a Wish">
      <TextField
        label="Title"
        autoComplete="off"
        error={fieldError(errors, 'title')}
        {...form.register('title')}
      />
      <TextField
        label="Author"
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
            label="Book cover"
            name={field.name}
            hint="Tip: a cover with a 1.5:1 aspect ratio (height to width) looks best. PNG or JPG, 1MB max."
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
        label="Purchase link"
        type="url"
        inputMode="url"
        placeholder="https://"
        hint="A link where a giver can buy this book online."
        error={fieldError(errors, 'purchaseLink')}
        {...form.register('purchaseLink')}
      />
      <TextField
        label="Destination country"
        placeholder={PLACEHOLDERS.destination}
        autoComplete="country-name"
        error={fieldError(errors, 'destination')}
        {...form.register('destination')}
      />
      <TextField
        label="Price"
        placeholder={PLACEHOLDERS.price}
        hint="The total price including shipping, with its currency."
        error={fieldError(errors, 'price')}
        {...form.register('price')}
      />
      <TextAreaField
        label="Message"
        optional
        placeholder="Tell givers why this book matters to you."
        error={fieldError(errors, 'message')}
        {...form.register('message')}
      />
      <PostFormFooter alert={alert} create={create} />
    </form>
  );
}
