// The Make a Wish form: spec fields, placeholders and tips; the spec's checks in its order (title,
// destination, link and price, then the cover's type and size), shown one at a time in the Error alert.

import { WISHLIST_TYPES } from '@bookwish/shared/domain/constants';
import { createWishlistFormSchema } from '@bookwish/shared/domain/schemas/posts';
import { type ComponentType, useCallback } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { fieldError, TextAreaField, TextField } from '../../../components/form/form-fields.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { BOOK_DEFAULTS, PostFormFrame, usePostForm } from './post-form.tsx';

/** The draft kept across a lost connection or session, a reload and a log-in. */
const DRAFT = 'make-a-wish';

const ORDER = [
  'title',
  'destination',
  'purchaseLink',
  'price',
  'cover',
  'author',
  'types',
  'message',
  'driveId',
] as const;

/** The optional "For a book drive" choice, from the drives feature (composed in app/): its select
 * registered as the form's driveId. */
export type DriveChoiceSlot = ComponentType<{
  field: UseFormRegisterReturn<'driveId'>;
  error?: string | undefined;
  choose: (driveId: string) => void;
}>;

export function WishlistForm({
  driveChoice: DriveChoice,
}: {
  driveChoice?: DriveChoiceSlot | undefined;
} = {}) {
  const post = usePostForm('wishlist', {
    draftName: DRAFT,
    schema: createWishlistFormSchema,
    defaults: { ...BOOK_DEFAULTS, purchaseLink: '', destination: '', price: '', driveId: '' },
    order: ORDER,
  });
  const { form } = post;
  const { errors } = form.formState;
  const chooseDrive = useCallback((driveId: string) => form.setValue('driveId', driveId), [form]);

  return (
    <PostFormFrame kind="wishlist" label={t('wishlistForm.makeAWish')} types={WISHLIST_TYPES} post={post}>
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
      {DriveChoice && (
        <DriveChoice
          field={form.register('driveId')}
          error={fieldError(errors, 'driveId')}
          choose={chooseDrive}
        />
      )}
    </PostFormFrame>
  );
}
