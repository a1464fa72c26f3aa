// Withdraw and decline: the giver or requester steps back, the wisher or treater says no,
// while the exchange is still at its first step (offered / requested). A Radix confirmation dialog
// (focus trapped, Escape closes) with an optional reason the other party will read; the post refetches
// after, so the page shows it open again. Loaded lazily by EndExchange only for the two parties.
import { MAX_LENGTH } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import type { PostKind } from '@bookwish/shared/domain/types';
import { useState } from 'react';
import { toast } from 'sonner';
import { TextAreaField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import type { EndAction } from './post-actions.ts';

const labels = {
  wishlist: { withdraw: 'Withdraw offer', decline: 'Decline offer' },
  treat: { withdraw: 'Withdraw request', decline: 'Decline request' },
} as const;

export default function EndExchangeDialog({ post, action }: { post: PostView<PostKind>; action: EndAction }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const mutation = useTransitionPost(post.kind, post.id, action);
  const m = post.kind === 'wishlist' ? messages.wishlist : messages.treat;
  const title = action === 'withdraw' ? m.withdrawTitle : m.declineTitle;
  const body = action === 'withdraw' ? m.withdrawBody : m.declineBody;
  const done = action === 'withdraw' ? m.withdrawDone : m.declineDone;
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
        onError: (e) => setError(errorText(e, messages.post.transitionFailed)),
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
          label="Reason"
          optional
          rows={3}
          maxLength={MAX_LENGTH.reason}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          hint="Only you, the other member and our volunteers can read it."
        />
        {error && <Alert>{error}</Alert>}
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">Cancel</Button>
          </DialogClose>
          <Button variant="danger" disabled={mutation.isPending} onClick={onConfirm}>
            {mutation.isPending ? 'Please wait…' : label}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
