// Status words and the Action Required rule of spec section 2 (Cards and lists).
import type { TreatStatus, WishlistStatus } from '@bookwish/shared/domain/types';
import { t } from '../../../lib/i18n/i18n.ts';
import type { ListScope } from '../api/post-types.ts';

/** A status's word in the reader's language (the same words as the timeline's steps). */
const STATUS_LABELS: Record<WishlistStatus | TreatStatus, () => string> = {
  posted: () => t('activityTimeline.status.posted'),
  offered: () => t('activityTimeline.status.offered'),
  confirmed: () => t('activityTimeline.status.confirmed'),
  fulfilled: () => t('activityTimeline.status.fulfilled'),
  requested: () => t('activityTimeline.status.requested'),
  shipped: () => t('activityTimeline.status.shipped'),
  closed: () => t('activityTimeline.status.closed'),
};

/** Stored lower-case; shown as the reader's language names it, never the stored English word. */
export function statusLabel(status: string): string {
  return STATUS_LABELS[status as WishlistStatus | TreatStatus]?.() ?? status;
}

/** Whether the viewer of this list has something to do on this post. Never in the all views. The
 * requester's rule is ours: a shipped treat waits for them to confirm it arrived. */
export function actionRequired(scope: ListScope, status: WishlistStatus | TreatStatus): boolean {
  switch (scope) {
    case 'wisher':
      return status === 'offered' || status === 'fulfilled';
    case 'offerer':
      return status === 'confirmed';
    case 'treater':
      return status === 'requested';
    case 'requester':
      return status === 'shipped';
    case 'all':
      return false;
  }
}
