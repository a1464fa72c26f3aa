// The Give a Treat form: Book Title, Book Author, picture (tip 1.5:1), Type, Shipping Destination,
// Message, "I can hand it over in person" with its area, Post. The spec's checks in order: title,
// destination, then the picture's type and size, then the area when the book can be handed over.

import type { AreaId, TreatHandover } from '@bookwish/shared/domain/areas';
import { TREAT_TYPES } from '@bookwish/shared/domain/constants';
import { createTreatFormSchema } from '@bookwish/shared/domain/schemas/posts';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { fieldError, SelectField, TextAreaField, TextField } from '../../../components/form/form-fields.tsx';
import { AreaOptions } from '../../../lib/area-options.tsx';
import { t } from '../../../lib/i18n/i18n.ts';
import { useMyArea } from '../../../lib/my-area.ts';
import { BOOK_DEFAULTS, PostFormFrame, usePostForm } from './post-form.tsx';

/** The draft kept across a lost connection or session, a reload and a log-in. */
const DRAFT = 'give-a-treat';

const ORDER = ['title', 'shippingDestination', 'cover', 'author', 'types', 'message', 'handover'] as const;

type TreatFormValues = z.input<typeof createTreatFormSchema>;

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
      <InPersonFields form={form} />
    </PostFormFrame>
  );
}

/** "I can hand it over in person" and where: the member's own area until they choose another. Ticked,
 * the form holds `handover` (an area still to choose is the schema's message); unticked, none. */
function InPersonFields({ form }: { form: UseFormReturn<TreatFormValues, unknown, unknown> }) {
  const { area: myArea } = useMyArea();
  const handover = form.watch('handover') as TreatHandover | undefined;
  const [inPerson, setInPerson] = useState(handover !== undefined);
  const how = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
  const offer = (area: string) => form.setValue('handover', { inPerson: true, area: area as AreaId }, how);
  return (
    <div className="flex flex-col gap-3">
      <label className="flex items-center gap-2 font-semibold text-ink">
        <input
          type="checkbox"
          checked={inPerson}
          className="size-5 accent-brand"
          onChange={(e) => {
            setInPerson(e.target.checked);
            if (e.target.checked) offer(handover?.area ?? myArea ?? '');
            else form.setValue('handover', undefined, how);
          }}
        />
        {t('inPerson.iCanHandItOver')}
      </label>
      {inPerson && (
        <SelectField
          label={t('inPerson.area')}
          hint={t('inPerson.handOverHint')}
          value={handover?.area ?? ''}
          error={fieldError(form.formState.errors, 'handover')}
          onChange={(e) => offer(e.target.value)}
        >
          <option value="">{t('inPerson.chooseArea')}</option>
          <AreaOptions />
        </SelectField>
      )}
    </div>
  );
}
