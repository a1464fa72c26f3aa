// The steps the reader may take now below the timeline, each on the screen its kind calls for
// (post-actions.ts: panelSteps), as many as the API allows at once: a reason dialog's button, a
// one-field form, Book Received. Their code (Radix Dialog, react-hook-form, zod, the shared schemas)
// loads only for a reader who has one.

import type { PostKind } from '@bookwish/shared/domain/types';
import { type ComponentProps, Suspense } from 'react';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { PostView } from '../api/post-types.ts';
import type { CloseForm } from './close-form.tsx';
import { type AnyPanelAction, panelSteps } from './post-actions.ts';

const ReasonStep = lazyPart(() => import('./reason-step.tsx'));
const FieldStep = lazyPart(() => import('./field-step.tsx'));
const ReceiptStep = lazyPart<ComponentProps<typeof CloseForm>>(() =>
  import('./close-form.tsx').then((m) => ({ default: m.CloseForm })),
);

export interface StepProps {
  post: PostView<PostKind>;
  action: AnyPanelAction;
}

export function StepPanels({ post }: { post: PostView<PostKind> }) {
  return panelSteps(post).map(({ action, ui }) =>
    ui === 'reason' ? (
      <Suspense key={action} fallback={null}>
        <ReasonStep post={post} action={action} />
      </Suspense>
    ) : (
      <Suspense key={action} fallback={<Skeleton className="mt-8 h-64 w-full rounded-card" />}>
        {ui === 'receipt' ? (
          <ReceiptStep kind={post.kind} postId={post.id} version={post.version} />
        ) : (
          <FieldStep post={post} action={action} />
        )}
      </Suspense>
    ),
  );
}
