// The steps that ask only an optional reason (`ui: 'reason'` in the step registry; each needs its
// label and dialog texts here, tsc says which are missing): withdraw and decline, the giver or
// requester stepping back or the wisher or treater saying no at the exchange's first step. A Radix confirmation dialog
// (focus trapped, Escape closes) with an optional reason the other party will read; the post refetches
// after, so the page shows it open again. Loaded lazily by EndExchange only for the two parties.

import { MAX_LENGTH } from '@bookwish/shared/domain/constants';
import type { PostKind } from '@bookwish/shared/domain/types';
import { useState } from 'react';
import { toast } from 'sonner';
import { TextAreaField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import type { ReasonAction } from './post-actions.ts';

const labels = {
  wishlist: {
    get withdraw() {
      return t('endExchangeActions.withdrawOffer');
    },
    get decline() {
      return t('endExchangeActions.declineOffer');
    },
  },
  treat: {
    get withdraw() {
      return t('endExchangeActions.withdrawRequest');
    },
    get decline() {
      return t('endExchangeActions.declineRequest');
    },
  },
} satisfies { [K in PostKind]: Record<ReasonAction<K>, string> };

/** Each key written out whole: the build gives every key a short id (web/i18n-catalogues.ts). */
const dialogKeys = {
  wishlist: {
    withdraw: {
      title: 'msg.wishlist.withdrawTitle',
      body: 'msg.wishlist.withdrawBody',
      done: 'msg.wishlist.withdrawDone',
    },
    decline: {
      title: 'msg.wishlist.declineTitle',
      body: 'msg.wishlist.declineBody',
      done: 'msg.wishlist.declineDone',
    },
  },
  treat: {
    withdraw: {
      title: 'msg.treat.withdrawTitle',
      body: 'msg.treat.withdrawBody',
      done: 'msg.treat.withdrawDone',
    },
    decline: {
      title: 'msg.treat.declineTitle',
      body: 'msg.treat.declineBody',
      done: 'msg.treat.declineDone',
    },
  },
} as const satisfies {
  [K in PostKind]: Record<ReasonAction<K>, { title: string; body: string; done: string }>;
};

export default function EndExchangeDialog({
  post,
  action,
}: {
  post: PostView<PostKind>;
  action: ReasonAction<PostKind>;
}) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useTransitionPost(post.kind, post.id, action);
  const keys = dialogKeys[post.kind][action];
  const title = t(keys.title);
  const body = t(keys.body);
  const done = t(keys.done);
  const label = labels[post.kind][action];

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setError(null);
  };
  const onConfirm = () => {
    setError(null);
    mutation.mutate(
      { reason: reason.trim(), expectedVersion: post.version },
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
          maxLength={MAX_LENGTH.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hint={t('endExchangeActions.onlyYouTheOtherMember')}
        />
        {error && <Alert>{error}</Alert>}
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{t('endExchangeActions.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" disabled={mutation.isPending} onClick={onConfirm}>
            {mutation.isPending ? t('endExchangeActions.pleaseWait') : label}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
