import type { ViewDeadline } from '@bookwish/shared/domain/timeline';
import { deadlineText } from '@bookwish/shared/domain/timers';
import { cn } from '../../../components/ui/cn.ts';

/** "Share your address by 12 Dec": shown only to the member who must act (the API sends `deadline`
 * to them alone); after it the post reopens (hold timers). */
export function DeadlineNote({
  deadline,
  className,
}: {
  deadline?: ViewDeadline | undefined;
  className?: string;
}) {
  if (!deadline) return null;
  const text = deadlineText(deadline);
  if (!text) return null;
  return (
    <p className={cn('font-semibold text-ink', className)}>
      <time dateTime={deadline.day}>{text}</time>
    </p>
  );
}
