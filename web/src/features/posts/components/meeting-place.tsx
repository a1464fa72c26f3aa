// A meeting place as the two members read it: its opening hours by weekday, in their language (the
// safety words ask them to meet inside while it is open).
import type { OpeningHours as Hours } from '@bookwish/shared/domain/meeting-places';
import { t } from '../../../lib/i18n/i18n.ts';
import { openingHoursText } from '../../../lib/meeting-time.ts';

export function OpeningHours({ hours }: { hours: Hours }) {
  return (
    <details className="mt-1 text-sm">
      <summary className="cursor-pointer font-semibold text-ink-soft">
        {t('meetingPanel.openingHours')}
      </summary>
      <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
        {openingHoursText(hours).map(({ day, name, hours: open }) => (
          <div key={day} className="contents">
            <dt>{name}</dt>
            <dd>{open}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}
