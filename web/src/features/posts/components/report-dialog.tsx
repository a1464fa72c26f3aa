// The report dialog: a radio group of reasons (arrow keys move within it, as a native group does), a
// note that "Other" requires (at most MAX_LENGTH.reportNote characters, counted as typed), the shared
// schema's words for a missing choice or note, and the server's words for a refusal (already
// reported, too many requests). Focus starts on the first reason and returns to "Report" when closed;
// a report sent thanks the member and the post refetches, so the page reads "You reported this post".
import { MAX_LENGTH } from '@bookwish/shared/domain/constants';
import { REPORT_REASONS, type ReportReason } from '@bookwish/shared/domain/report-reasons';
import { validate } from '@bookwish/shared/domain/schemas/errors';
import { reportSchema } from '@bookwish/shared/domain/schemas/transitions';
import type { PostKind } from '@bookwish/shared/domain/types';
import { type FormEvent, useId, useState } from 'react';
import { toast } from 'sonner';
import { TextAreaField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { errorText } from '../../../lib/api.ts';
import { serverText, t } from '../../../lib/i18n/i18n.ts';
import { reportReasonText } from '../../../lib/i18n/report-reasons.ts';
import type { PostView } from '../api/post-types.ts';
import { useTransitionPost } from '../api/transition-post.ts';
import { metThere } from './report-post.tsx';

export default function ReportDialog({ post }: { post: PostView<PostKind> }) {
  const [open, setOpen] = useState(true);
  const [reason, setReason] = useState<ReportReason | null>(null);
  const [note, setNote] = useState('');
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useTransitionPost(post.kind, post.id, 'report');
  const groupId = useId();
  // A meeting that went wrong is for its two members to report; the treater reports nothing else of
  // their own treat.
  const reasons = REPORT_REASONS.filter((r) => (r === 'meeting' ? metThere(post) : post.viewer !== 'owner'));

  // Radix puts focus on the first reason when the dialog opens and back on "Report" when it closes.
  const close = () => {
    setOpen(false);
    setFields({});
    setFailure(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = validate(reportSchema, { reason: reason ?? undefined, note });
    if (!checked.ok) {
      setFields(checked.error.fields ?? {});
      setFailure(null);
      return;
    }
    setFields({});
    setFailure(null);
    mutation.mutate(
      { reason: checked.data.reason, note: checked.data.note },
      {
        onSuccess: () => {
          toast.success(t('reportPost.thanks'));
          close();
        },
        onError: (e) => setFailure(errorText(e, t('msg.post.transitionFailed'))),
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => (next ? setOpen(true) : close())}
      title={t('reportPost.title')}
      description={t('reportPost.description')}
      trigger={
        <button
          type="button"
          className="text-sm font-semibold text-ink-soft underline underline-offset-4 hover:text-ink"
        >
          {t('reportPost.report')}
        </button>
      }
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <fieldset aria-describedby={fields.reason ? `${groupId}-error` : undefined}>
          <legend className="font-semibold text-ink">{t('reportPost.why')}</legend>
          <div role="radiogroup" className="mt-2 flex flex-col gap-1">
            {reasons.map((value) => (
              <label
                key={value}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg px-2 hover:bg-paper-deep"
              >
                <input
                  type="radio"
                  name={`${groupId}-reason`}
                  value={value}
                  checked={reason === value}
                  onChange={() => setReason(value)}
                  aria-invalid={fields.reason ? true : undefined}
                  className="size-5 accent-brand"
                />
                <span>{reportReasonText(value)}</span>
              </label>
            ))}
          </div>
          {fields.reason && (
            <p id={`${groupId}-error`} className="mt-1 text-sm font-semibold text-danger">
              {serverText(fields.reason)}
            </p>
          )}
        </fieldset>
        {(reason === 'other' || reason === 'meeting') && (
          <TextAreaField
            label={t('reportPost.note')}
            rows={3}
            maxLength={MAX_LENGTH.reportNote}
            value={note}
            onChange={(e) => setNote(e.target.value)}
            hint={t('reportPost.noteHint', { count: MAX_LENGTH.reportNote - note.length })}
            {...(fields.note ? { error: serverText(fields.note) } : {})}
          />
        )}
        <p className="text-sm text-ink-soft">{t('reportPost.private')}</p>
        {failure && <Alert>{failure}</Alert>}
        <div className="flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button type="button" variant="ghost">
              {t('endExchangeActions.cancel')}
            </Button>
          </DialogClose>
          <Button type="submit" variant="danger" disabled={mutation.isPending}>
            {mutation.isPending ? t('endExchangeActions.pleaseWait') : t('reportPost.send')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
