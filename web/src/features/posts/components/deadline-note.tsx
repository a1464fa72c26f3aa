import type { ViewDeadline } from '@bookwish/shared/domain/timeline';
import { cn } from '../../../components/ui/cn.ts';
import { activeLocale, formatDate, t } from '../../../lib/i18n/i18n.ts';

/** Each hold's text (messages.ts's deadline group), with the day written the reader's way. */
const deadlineKeys = {
  shareAddress: 'msg.deadline.shareAddress',
  sendGift: 'msg.deadline.sendGift',
  shipTreat: 'msg.deadline.shipTreat',
  proposeMeeting: 'msg.deadline.proposeMeeting',
} as const;

/** "Share your address by 12 Dec": shown only to the member who must act (the API sends `deadline`
 * to them alone); after it the post reopens (hold timers). The day is a calendar day ("2026-12-12"),
 * formatted in UTC so no time zone moves it. */
export function DeadlineNote({
  deadline,
  className,
}: {
  deadline?: ViewDeadline | undefined;
  className?: string;
}) {
  if (!deadline || deadline.hold === 'confirmReceipt') return null;
  // English keeps the spec's "12 Dec"; every other language its own order and month names.
  const date = formatDate(
    `${deadline.day}T12:00:00Z`,
    { day: 'numeric', month: 'short', timeZone: 'UTC' },
    activeLocale() === 'en' ? 'en-GB' : undefined,
  );
  return (
    <p className={cn('font-semibold text-ink', className)}>
      <time dateTime={deadline.day}>{t(deadlineKeys[deadline.hold], { date })}</time>
    </p>
  );
}
