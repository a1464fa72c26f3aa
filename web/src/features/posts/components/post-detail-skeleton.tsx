import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { t } from '../../../lib/i18n/i18n.ts';

/** What a detail page shows while the post loads: the shape of cover, fields and timeline. */
export function PostDetailSkeleton() {
  return (
    <div role="status" aria-label={t('postDetailSkeleton.loading')} className="mx-auto max-w-5xl px-5 py-10">
      <div className="grid gap-8 md:grid-cols-[280px_1fr]">
        <Skeleton className="aspect-[2/3] w-full max-w-[280px] rounded-card" />
        <div className="flex flex-col gap-4">
          <Skeleton className="h-9 w-3/4" />
          <Skeleton className="h-5 w-1/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-4 w-2/5" />
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-11 w-40 rounded-full" />
        </div>
      </div>
      <Skeleton className="mt-12 h-7 w-32" />
      <Skeleton className="mt-4 h-16 w-full" />
    </div>
  );
}
