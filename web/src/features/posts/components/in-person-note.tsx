// "Can hand over in person · <area>" on a treat's card and page, in the reader's language: where the
// book is, coarsely (shared/domain/areas.ts), never more.
import type { AreaId } from '@bookwish/shared/domain/areas';
import { areaName } from '../../../lib/i18n/areas.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export function InPersonNote({ area, className }: { area: AreaId | null | undefined; className?: string }) {
  if (!area) return null;
  return <p className={className}>{t('inPerson.canHandOver', { area: areaName(area) })}</p>;
}
