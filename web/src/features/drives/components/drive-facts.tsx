// A drive's partner, its days and its status, as one short list under its name (its page, the console).

import type { DriveView } from '@bookwish/shared/api/drives';
import type { DriveStatus, PartnerKind } from '@bookwish/shared/domain/drives';
import { formatDate, t } from '../../../lib/i18n/i18n.ts';

/** A calendar day ("2026-03-01") in the reader's language; noon UTC is that day everywhere it is read. */
export function driveDay(day: string): string {
  return formatDate(Date.parse(`${day}T12:00:00Z`), {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** Each key written out whole (the build swaps whole literal keys for short ids). */
export function partnerKindText(kind: PartnerKind): string {
  switch (kind) {
    case 'school':
      return t('drives.partner.school');
    case 'library':
      return t('drives.partner.library');
    case 'shelter':
      return t('drives.partner.shelter');
  }
}

export function driveStatusText(status: DriveStatus): string {
  switch (status) {
    case 'upcoming':
      return t('drives.status.upcoming');
    case 'open':
      return t('drives.status.open');
    case 'ended':
      return t('drives.status.ended');
  }
}

export function DriveFacts({ drive }: { drive: DriveView }) {
  return (
    <dl className="grid gap-x-6 gap-y-2 text-base sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-ink">{t('drives.partnerLabel')}</dt>
      <dd>
        {t('drives.partnerIs', { name: drive.partner.name, kind: partnerKindText(drive.partner.kind) })}
      </dd>
      <dt className="font-semibold text-ink">{t('drives.datesLabel')}</dt>
      <dd>{t('drives.dates', { start: driveDay(drive.startDate), end: driveDay(drive.endDate) })}</dd>
      <dt className="font-semibold text-ink">{t('drives.statusLabel')}</dt>
      <dd>{driveStatusText(drive.status)}</dd>
    </dl>
  );
}
