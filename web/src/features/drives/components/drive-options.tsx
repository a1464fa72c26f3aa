// The options of a "For a book drive" select (Make a Wish's choice, a wish's "Add to a book drive"):
// none, then each drive open now by its name in the reader's language.

import type { DriveField } from '@bookwish/shared/domain/drives';
import type { ProgramTexts } from '@bookwish/shared/domain/program-texts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useDriveWords } from './drive-words.ts';

export function DriveOptions({
  drives,
}: {
  drives: readonly { id: string; texts: ProgramTexts<DriveField> }[];
}) {
  const wordsOf = useDriveWords();
  return (
    <>
      <option value="">{t('drives.choice.none')}</option>
      {drives.map((drive) => (
        <option key={drive.id} value={drive.id}>
          {wordsOf(drive.texts).name.text}
        </option>
      ))}
    </>
  );
}
