// The controls of the steps that ask only an optional reason (withdraw, decline: `ui: 'reason'` in the
// step registry), each shown only when the API lists it as allowed for this reader: the dialog, loaded
// only then (keeps Radix Dialog out of the detail pages' first load).
import type { PostKind } from '@bookwish/shared/domain/types';
import { Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import type { PostView } from '../api/post-types.ts';
import { reasonSteps } from './post-actions.ts';

const EndExchangeDialog = lazyPart(() => import('./end-exchange-actions.tsx'));

export function EndExchange({ post }: { post: PostView<PostKind> }) {
  const actions = reasonSteps(post);
  if (actions.length === 0) return null;
  return (
    <Suspense fallback={null}>
      {actions.map((action) => (
        <EndExchangeDialog key={action} post={post} action={action} />
      ))}
    </Suspense>
  );
}
