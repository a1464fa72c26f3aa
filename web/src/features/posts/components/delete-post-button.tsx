// The owner's delete control with the spec's confirmation dialog (Radix: focus trapped, Escape closes).
// Imported only by the profile's owner views, so the dialog never weighs on the public routes.

// The server's own rule: the owner deletes only while posted or closed.
import { nobodyDependsOn } from '@bookwish/shared/domain/post-decider';
import { useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useDeletePost } from '../api/delete-post.ts';
import type { PostSummary } from '../api/post-types.ts';

export function DeletePostButton({ post }: { post: PostSummary }) {
  const [open, setOpen] = useState(false);
  // Mid-exchange the control still shows, but says why before asking (never a refusal after "Delete").
  const allowed = nobodyDependsOn(post);
  const remove = useDeletePost(post.kind);
  // A failed delete keeps the dialog open with the reason in it, where the member is looking, until
  // they try again or cancel (a toast that vanished after 6 s was easy to miss).
  const onDelete = () => remove.mutate(post.id, { onSuccess: () => setOpen(false) });
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) remove.reset();
      }}
      hideCloseButton
      title={allowed ? t('deletePostButton.deleteThisPost') : t('deletePostButton.thisPostCannotBeDeleted')}
      description={allowed ? t('msg.post.deleteConfirm') : t('msg.post.exchangeInProgress')}
      trigger={
        <button
          type="button"
          aria-label={t('deletePostButton.delete', { title: post.title })}
          className="inline-flex size-9 items-center justify-center rounded-full text-ink-soft hover:bg-danger-soft hover:text-danger"
        >
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path
              d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </button>
      }
    >
      {allowed && remove.isError && (
        <Alert className="mb-4">{errorText(remove.error, t('msg.common.unexpected'))}</Alert>
      )}
      {allowed ? (
        <div className="flex justify-end gap-3">
          <DialogClose asChild>
            <Button variant="ghost">{t('deletePostButton.cancel')}</Button>
          </DialogClose>
          <Button variant="danger" disabled={remove.isPending} onClick={onDelete}>
            {remove.isPending ? t('deletePostButton.deleting') : t('deletePostButton.delete2')}
          </Button>
        </div>
      ) : (
        <div className="flex justify-end">
          <DialogClose asChild>
            <Button>{t('deletePostButton.okay')}</Button>
          </DialogClose>
        </div>
      )}
    </Dialog>
  );
}
