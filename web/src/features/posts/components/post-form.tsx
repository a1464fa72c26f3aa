// What Make a Wish and Give a Treat share: the form's life (its draft kept across a lost connection,
// a reload and a log-in; the first error in the spec's order; Post waiting for a photo still being made
// smaller; the post's page once the server took it) and the book's own fields (the scan, title, author,
// picture and types). Each form keeps what only its kind asks for: a wish's link, destination and
// price, a treat's shipping destinations, and each kind's own words.

import type { PostKind } from '@bookwish/shared/domain/types';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FormEvent, ReactNode } from 'react';
import {
  Controller,
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type * as z from 'zod/mini';
import { fieldError, firstError, firstErrorField, TextField } from '../../../components/form/form-fields.tsx';
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

/** The fields both kinds have, as the form holds them. */
interface BookValues {
  title: string;
  author?: string;
  types?: string[];
  cover?: File | null;
}

/** A kind's form seen through the fields both kinds share. react-hook-form's types are invariant in
 * the values, so this is the one place the two forms' own types are widened to what they share. */
type BookForm = UseFormReturn<BookValues, unknown, BookValues>;
const asBookForm = <In extends BookInput, Out extends FieldValues>(form: UseFormReturn<In, unknown, Out>) =>
  form as unknown as BookForm;

/** What a kind's form holds before its schema's checks: at least a title and a picture. */
type BookInput = FieldValues & { title: string; cover?: unknown };

const WORDS = {
  wishlist: {
    upload: 'cover',
    title: 'wishlistForm.title',
    author: 'wishlistForm.author',
    picture: 'wishlistForm.bookCover',
    pictureTip: 'wishlistForm.tipACoverWithA',
    pageOf: paths.wishlist,
  },
  treat: {
    upload: 'treatCover',
    title: 'treatForm.bookTitle',
    author: 'treatForm.bookAuthor',
    picture: 'treatForm.pictureOfTheBook',
    pictureTip: 'treatForm.tipAPhotoWithA',
    pageOf: paths.treat,
  },
} as const satisfies Record<
  PostKind,
  {
    upload: 'cover' | 'treatCover';
    title: string;
    author: string;
    picture: string;
    pictureTip: string;
    pageOf: (id: string) => string;
  }
>;

/** A kind's form: the draft's name, the schema that checks it, its empty values and its fields in
 * the order the spec checks them. */
interface PostFormOf<In extends FieldValues, Out extends FieldValues> {
  draftName: string;
  schema: z.ZodMiniType<Out, In>;
  defaults: In;
  order: readonly string[];
}

/** A create form's life: `onSubmit` for the form element, `create` (progress, pending, the refusal)
 * for the fields and the footer, `alert` the first error in the spec's order. */
export function usePostForm<In extends BookInput, Out extends FieldValues>(
  kind: PostKind,
  { draftName, schema, defaults, order }: PostFormOf<In, Out>,
) {
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(schema),
    defaultValues: withDraft(draftName, defaults) as DefaultValues<In>,
    // The spec: form errors clear when fields are edited.
    reValidateMode: 'onChange',
    // The field of the error the alert shows takes the focus (below), not react-hook-form's first
    // field on the page: on Make a Wish that was the purchase link while the alert named the
    // destination, and its second focus, a moment later, took the cursor from the field the member
    // had moved to, so what they typed landed in the link.
    shouldFocusError: false,
  });
  const navigate = useNavigate();
  const create = useCreatePost(kind, WORDS[kind].upload, draftName);
  const book = asBookForm(form);
  const draft = useFormDraft(draftName, book, 'cover');
  const alert = firstError(form.formState.errors, order);

  const submit = book.handleSubmit(
    ({ cover, ...body }) =>
      create.mutate(
        { cover: cover ?? null, body },
        {
          onSuccess: ({ post, earlier }) => {
            draft.clear();
            if (earlier) toast.info(keptTexts.alreadyPosted);
            navigate(WORDS[kind].pageOf(post.id));
          },
        },
      ),
    // Once, at once: the first error in the spec's order, the one the alert shows.
    (errors) => {
      const first = firstErrorField(errors, order);
      if (first) form.setFocus(first as Path<In>);
    },
  );

  // Post while a photo is still being made smaller waits for it, then checks the smaller one.
  const pendingPhoto = usePendingPhoto();
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (await pendingPhoto.settled()) await submit();
  };
  return { form, create, alert, onSubmit, trackPhoto: pendingPhoto.track };
}

/** The empty values of the fields both kinds have. */
export const BOOK_DEFAULTS = { title: '', author: '', types: [], message: '', cover: null };

/** A create form: the book's fields, then the kind's own (`children`), then the first error, why the
 * server refused if it did, and Post. */
export function PostFormFrame<In extends BookInput, Out extends FieldValues, Type extends string>({
  kind,
  label,
  types,
  post,
  children,
}: {
  kind: PostKind;
  label: string;
  types: readonly Type[];
  post: ReturnType<typeof usePostForm<In, Out>>;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={post.onSubmit} className="flex flex-col gap-5" aria-label={label}>
      <BookFields kind={kind} form={post.form} types={types} post={post} />
      {children}
      <PostFormFooter alert={post.alert} create={post.create} />
    </form>
  );
}

/** The scan, title, author, picture and types, in the spec's order, with the kind's own words. */
function BookFields<In extends BookInput, Out extends FieldValues, Type extends string>({
  kind,
  form,
  types,
  post,
}: {
  kind: PostKind;
  form: UseFormReturn<In, unknown, Out>;
  types: readonly Type[];
  post: { create: ReturnType<typeof useCreatePost>; trackPhoto: ReturnType<typeof usePendingPhoto>['track'] };
}) {
  const book = asBookForm(form);
  const words = WORDS[kind];
  const { errors } = book.formState;
  return (
    <>
      {/* A found book fills the fields left empty and offers itself for the rest; the member checks and
          edits them (a shown error re-checks). */}
      <IsbnScan
        form={() => {
          const [title, author, cover] = book.getValues(['title', 'author', 'cover']);
          return { title: title ?? '', author: author ?? '', cover: cover ?? null };
        }}
        onFill={({ title, author, cover }) => {
          const how = { shouldDirty: true, shouldValidate: book.formState.isSubmitted };
          if (title !== undefined) book.setValue('title', title, how);
          if (author !== undefined) book.setValue('author', author, how);
          if (cover !== undefined) book.setValue('cover', cover, how);
        }}
      />
      <TextField
        label={t(words.title)}
        autoComplete="off"
        error={fieldError(errors, 'title')}
        {...book.register('title')}
      />
      <TextField
        label={t(words.author)}
        optional
        autoComplete="off"
        error={fieldError(errors, 'author')}
        {...book.register('author')}
      />
      <Controller
        control={book.control}
        name="cover"
        render={({ field }) => (
          <ImagePicker
            onPending={post.trackPhoto}
            label={t(words.picture)}
            name={field.name}
            hint={t(words.pictureTip)}
            value={field.value ?? null}
            onChange={field.onChange}
            error={fieldError(errors, 'cover')}
            progress={post.create.progress}
          />
        )}
      />
      <Controller
        control={book.control}
        name="types"
        render={({ field }) => (
          <TypesField<Type>
            options={types}
            value={(field.value as Type[] | undefined) ?? []}
            onChange={field.onChange}
          />
        )}
      />
    </>
  );
}
