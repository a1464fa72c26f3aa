// A step taken with an optional reason the other party will read (withdraw: the giver or requester
// steps back; decline: the wisher or treater says no; or a step that ends nothing), with the words,
// length limit and button its screen names
// (step-screens.ts). A Radix confirmation dialog (focus trapped, Escape closes); the post refetches
// after, so the page shows it open again. Loaded by StepPanels only for a reader who may take it.

import { MAX_LENGTH } from '@bookwish/shared/domain/constants';
import type { ActionOf } from '@bookwish/shared/domain/step-routes';
import type { StepBody } from '@bookwish/shared/domain/steps/index';
import type { PostKind } from '@bookwish/shared/domain/types';
import { useState } from 'react';
import { toast } from 'sonner';
import { TextAreaField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import type { StepProps } from './step-panels.tsx';
import { type ReasonScreen, screenOf } from './step-screens.ts';

export default function ReasonStep({ post, action }: StepProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useTransitionPost(post.kind, post.id, action as ActionOf<PostKind>);
  const screen = screenOf(post.kind, action as never) as ReasonScreen;
  const title = screen.title();
  const body = screen.body();
  const done = screen.done();
  const label = screen.label();

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  const onConfirm = () => {
    setError(null);
    mutation.mutate(
      // Every reason step takes this body; the step of either kind is known only at run time here.
      { reason: reason.trim(), expectedVersion: post.version } satisfies StepBody<
        'wishlist',
        'withdraw'
      > as never,
      {
        onSuccess: () => {
          setOpen(false);
          setReason('');
          toast.success(done);
        },
        onError: (e) => setError(errorText(e, t('msg.post.transitionFailed'))),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description={body}
      trigger={
        <Button variant="outline" className="mt-6">
          {label}
        </Button>
      }
    >
      <div className="flex flex-col gap-4">
        <TextAreaField
          label={t('endExchangeActions.reason')}
          optional
          rows={3}
          maxLength={screen.maxLength ?? MAX_LENGTH.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hint={t('endExchangeActions.onlyYouTheOtherMember')}
        />
        {error && <Alert>{error}</Alert>}
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{t('endExchangeActions.cancel')}</Button>
          </DialogClose>
          <Button
            variant={screen.endsNothing ? 'primary' : 'danger'}
            disabled={mutation.isPending}
            onClick={onConfirm}
          >
            {mutation.isPending ? t('endExchangeActions.pleaseWait') : label}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
