// The optional parcel of the giver's Fulfil and the treater's Ship forms: a carrier from the list and
// its tracking number. The shared schema checks both (one message on the field to correct).
import { CARRIERS } from '@bookwish/shared/domain/tracking';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldError, SelectField, TextField } from '../../../components/form/form-fields.tsx';
import { parcelTexts as t } from '../parcel-texts.ts';

export function ParcelFields({
  register,
  errors,
}: {
  register: UseFormRegister<Record<string, unknown>>;
  errors: FieldErrors<Record<string, unknown>>;
}) {
  const carrierError = fieldError(errors, 'carrier');
  const numberError = fieldError(errors, 'trackingNumber');
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <SelectField label={t.carrierLabel} error={carrierError} {...register('carrier')}>
        <option value="">{t.noCarrier}</option>
        {CARRIERS.map((carrier) => (
          <option key={carrier} value={carrier}>
            {t.carrierName(carrier)}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t.trackingNumberLabel}
        optional
        hint={t.trackingNumberHint}
        error={numberError}
        autoComplete="off"
        spellCheck={false}
        {...register('trackingNumber')}
      />
    </div>
  );
}
