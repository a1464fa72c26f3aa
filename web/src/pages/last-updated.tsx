import { formatDate } from '../lib/i18n/i18n.ts';
import { richText } from '../lib/i18n/rich-text.tsx';

/** "Last updated February 16, 2024" from an ISO date, the same in every time zone. */
export function LastUpdated({ isoDate }: { isoDate: string }) {
  const text = formatDate(`${isoDate}T00:00:00Z`, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <p className="text-sm text-ink-soft">
      {richText('lastUpdated.lastUpdated', { date: <time dateTime={isoDate}>{text}</time> })}
    </p>
  );
}
