// The optional parcel of the giver's Fulfil and the treater's Ship forms: a carrier from the list and
// its tracking number. The shared schema checks both (one message on the field to correct).
import { CARRIERS } from '@bookwish/shared/domain/tracking';
import { useId } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { fieldError, TextField } from '../../../components/form/form-fields.tsx';
import { parcelTexts as t } from '../parcel-texts.ts';

export function ParcelFields({
  register,
  errors,
}: {
  register: UseFormRegister<Record<string, unknown>>;
  errors: FieldErrors<Record<string, unknown>>;
}) {
  const id = useId();
  const carrierError = fieldError(errors, 'carrier');
  const numberError = fieldError(errors, 'trackingNumber');
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,14rem)_1fr]">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={id} className="font-semibold text-ink">
          {t.carrierLabel}
        </label>
        <select
          id={id}
          aria-invalid={carrierError ? true : undefined}
          aria-describedby={carrierError ? `${id}-error` : undefined}
          className="w-full rounded-xl border border-line bg-white px-4 py-2.5 text-ink focus:border-brand focus:outline-none focus-visible:ring-2 focus-visible:ring-brand/40 aria-invalid:border-danger"
          {...register('carrier')}
        >
          <option value="">{t.noCarrier}</option>
          {CARRIERS.map((carrier) => (
            <option key={carrier} value={carrier}>
              {t.carrierName(carrier)}
            </option>
          ))}
        </select>
        {carrierError && (
          <p id={`${id}-error`} className="text-sm font-medium text-danger">
            {carrierError}
          </p>
        )}
      </div>
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
