// A drive's books gifted against its goal: a bar a screen reader reads as "37 of 100 books gifted",
// the same words written beside it. A drive past its goal shows the bar full and the true count.

import { driveProgress } from '@bookwish/shared/domain/drives';
import { cn } from '../../../components/ui/cn.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export function DriveProgress({
  gifted,
  goal,
  className,
}: {
  gifted: number;
  goal: number;
  className?: string;
}) {
  const words = t('drives.progress', { gifted, goal });
  return (
    <div className={cn('flex flex-col gap-2', className)}>
      <div
        role="progressbar"
        aria-label={t('drives.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={goal}
        aria-valuenow={Math.min(gifted, goal)}
        aria-valuetext={words}
        className="h-3 w-full overflow-hidden rounded-full bg-paper-deep ring-1 ring-line"
      >
        <div className="h-full rounded-full bg-forest" style={{ width: `${driveProgress(gifted, goal)}%` }} />
      </div>
      <p className="text-sm font-semibold">{words}</p>
    </div>
  );
}
