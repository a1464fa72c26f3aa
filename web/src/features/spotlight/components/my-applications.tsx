// Where a signed-in member's own Writer's Spotlight applications stand ("Your application of 3 Dec
// 2026: Shortlisted"), on /event and /event/apply, in their language. Nothing for a visitor, nor for a
// member who has not applied, nor while it loads (the page reads the same without it).

import type { SpotlightStatus } from '@bookwish/shared/domain/spotlight';
import { formatDate, t } from '../../../lib/i18n/i18n.ts';
import { useSession } from '../../../lib/session.ts';
import { useMyApplications } from '../api/spotlight-api.ts';

const STATUS_LABEL: Record<SpotlightStatus, () => string> = {
  new: () => t('spotlightMine.new'),
  shortlisted: () => t('spotlightStatus.shortlisted'),
  featured: () => t('spotlightStatus.featured'),
  declined: () => t('spotlightStatus.declined'),
};

export function MyApplications({ className = '' }: { className?: string }) {
  const { user } = useSession();
  const mine = useMyApplications(Boolean(user));
  const applications = user ? (mine.data?.applications ?? []) : [];
  if (applications.length === 0) return null;
  return (
    <ul className={`space-y-1 ${className}`} aria-label={t('spotlightMine.label')}>
      {applications.map((application) => (
        <li key={application.id} className="font-medium" data-status={application.status}>
          {t('spotlightMine.line', {
            date: formatDate(application.createdAt, { day: 'numeric', month: 'short', year: 'numeric' }),
            status: STATUS_LABEL[application.status](),
          })}
        </li>
      ))}
    </ul>
  );
}
