// Make a Wish's optional "For a book drive" choice: the drives open now, or none. Shown only while a
// drive is open; a link from a drive's page (?drive=<id>) chooses that drive.

import { useEffect } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { SelectField } from '../../components/form/form-fields.tsx';
import { t } from '../../lib/i18n/i18n.ts';
import { useOpenDrives } from './api/drives-api.ts';
import { DriveOptions } from './components/drive-options.tsx';

export interface DriveChoiceProps {
  field: UseFormRegisterReturn<'driveId'>;
  error?: string | undefined;
  /** Sets the choice (from the page's address). */
  choose: (driveId: string) => void;
}

export default function DriveChoice({ field, error, choose }: DriveChoiceProps) {
  const open = useOpenDrives();
  const [params] = useSearchParams();
  const asked = params.get('drive');
  const drives = open.data?.drives ?? [];
  const offered = asked !== null && drives.some((drive) => drive.id === asked);
  useEffect(() => {
    if (asked && offered) choose(asked);
  }, [asked, offered, choose]);
  if (drives.length === 0) return null;
  return (
    <SelectField
      label={t('drives.choice.label')}
      optional
      hint={t('drives.choice.hint')}
      error={error}
      {...field}
    >
      <DriveOptions drives={drives} />
    </SelectField>
  );
}
