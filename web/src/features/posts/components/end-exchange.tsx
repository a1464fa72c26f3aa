// The withdraw / decline control on a detail page: nothing for visitors and other members; for the two
// parties while the exchange is at its first step, the dialog, loaded only then (keeps Radix Dialog
// out of the detail pages' first load).
import type { PostKind } from '@bookwish/shared/domain/types';
import { Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import type { PostView } from '../api/post-types.ts';
import { endActionFor } from './end-action.ts';

const EndExchangeDialog = lazyPart(() => import('./end-exchange-actions.tsx'));

export function EndExchange({ post }: { post: PostView<PostKind> }) {
  const action = endActionFor(post);
  if (!action) return null;
  return (
    <Suspense fallback={null}>
      <EndExchangeDialog post={post} action={action} />
    </Suspense>
  );
}
