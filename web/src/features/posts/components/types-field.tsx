import { useId } from 'react';
import { bookTypeText } from '../../../lib/i18n/book-types.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** The book type checkboxes (Fiction, Nonfiction, ...), as a labelled group. */
export function TypesField<T extends string>({
  options,
  value,
  onChange,
}: {
  options: readonly T[];
  value: readonly T[];
  onChange: (next: T[]) => void;
}) {
  const id = useId();
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="font-semibold text-ink">
        {t('typesField.type')} <span className="font-normal text-ink-soft">{t('typesField.optional')}</span>
      </legend>
      <div className="flex flex-wrap gap-3">
        {options.map((option) => (
          <label
            key={option}
            htmlFor={`${id}-${option}`}
            className="flex cursor-pointer items-center gap-2 rounded-full border border-line bg-white px-4 py-2 has-checked:border-brand has-checked:bg-brand-soft"
          >
            <input
              id={`${id}-${option}`}
              type="checkbox"
              className="size-4 accent-brand"
              checked={value.includes(option)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, option] : value.filter((v) => v !== option))
              }
            />
            {bookTypeText(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
