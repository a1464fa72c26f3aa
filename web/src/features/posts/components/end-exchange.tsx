// The withdraw / decline control on a detail page, shown only when the API lists the step as allowed
// for this reader (the two parties while the exchange is at its first step): the dialog, loaded only then (keeps Radix Dialog
// out of the detail pages' first load).
import type { PostKind } from '@bookwish/shared/domain/types';
import { Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import type { PostView } from '../api/post-types.ts';
import { endActionOf } from './post-actions.ts';

const EndExchangeDialog = lazyPart(() => import('./end-exchange-actions.tsx'));

export function EndExchange({ post }: { post: PostView<PostKind> }) {
  const action = endActionOf(post);
  if (!action) return null;
  return (
    <Suspense fallback={null}>
      <EndExchangeDialog post={post} action={action} />
    </Suspense>
  );
}
