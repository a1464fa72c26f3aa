// Status words and the Action Required rule of spec section 2 (Cards and lists).
import type { TreatStatus, WishlistStatus } from '@bookwish/shared/domain/types';
import type { ListScope } from '../api/post-types.ts';

/** Stored lower-case, shown capitalised (DESIGN.md). */
export function statusLabel(status: string): string {
  return status.charAt(0).toUpperCase() + status.slice(1);
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
