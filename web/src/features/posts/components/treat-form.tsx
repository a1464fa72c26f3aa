// The Give a Treat form: Book Title, Book Author, picture (tip 1.5:1), Type, Shipping Destination,
// Message, Post. The spec's checks in order: title, destination, then the picture's type and size.

import { TREAT_TYPES } from '@bookwish/shared/domain/constants';
import { createTreatFormSchema } from '@bookwish/shared/domain/schemas/posts';
import { fieldError, TextAreaField, TextField } from '../../../components/form/form-fields.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { BOOK_DEFAULTS, PostFormFrame, usePostForm } from './post-form.tsx';

/** The draft kept across a lost connection or session, a reload and a log-in. */
const DRAFT = 'give-a-treat';

const ORDER = ['title', 'shippingDestination', 'cover', 'author', 'types', 'message'] as const;

export function TreatForm() {
  const post = usePostForm('treat', {
    draftName: DRAFT,
    schema: createTreatFormSchema,
    defaults: { ...BOOK_DEFAULTS, shippingDestination: '' },
    order: ORDER,
  });
  const { form } = post;
  const { errors } = form.formState;

  return (
    <PostFormFrame kind="treat" label={t('treatForm.giveATreat')} types={TREAT_TYPES} post={post}>
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
    </PostFormFrame>
  );
}
