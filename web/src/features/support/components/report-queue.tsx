// The volunteers' report queue: posts with open reports, the longest waiting first, each with its
// reasons, notes and reporters (this tab is for volunteers only; the API answers nobody else), the
// post's replay one click away, and the decisions: dismiss the reports (the post returns to the lists),
// remove the post, or suspend its owner. Every decision asks for a reason, kept with the volunteer's
// name in the post's events (the replay shows it) or on the member's record.

import { type FormEvent, useState } from 'react';
import { Link } from 'react-router-dom';
import { toast } from 'sonner';
import { TextAreaField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorText } from '../../../lib/api.ts';
import { formatDate, serverText, t } from '../../../lib/i18n/i18n.ts';
import { reportReasonText } from '../../../lib/i18n/report-reasons.ts';
import { paths } from '../../../lib/paths.ts';
import { type QueueEntry, useReportQueue, useSuspendMember } from '../api/support-api.ts';
import { ActionDialog } from './support-actions.tsx';

const when = (at: number) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' });

export function ReportQueue({ onOpenPost }: { onOpenPost: (id: string) => void }) {
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const query = useReportQueue(cursor);

  if (query.isPending) {
    return (
      <div className="flex flex-col gap-4" aria-busy="true">
        <Skeleton className="h-40 w-full rounded-card" />
        <Skeleton className="h-40 w-full rounded-card" />
      </div>
    );
  }
  if (query.isError) return <Alert>{errorText(query.error, t('reportQueue.loadFailed'))}</Alert>;
  const { items, nextCursor } = query.data;
  return (
    <section aria-labelledby="report-queue-title">
      <h2 id="report-queue-title" className="font-display text-xl font-semibold">
        {t('reportQueue.title')}
      </h2>
      <p className="mt-1 text-ink-soft">{t('reportQueue.intro')}</p>
      {items.length === 0 ? (
        <p className="mt-6 rounded-card bg-paper-deep px-4 py-6 text-center text-ink-soft">
          {t('reportQueue.empty')}
        </p>
      ) : (
        <ul className="mt-4 flex flex-col gap-4">
          {items.map((entry) => (
            <li key={entry.post.id}>
              <QueueCard entry={entry} onOpenPost={onOpenPost} />
            </li>
          ))}
        </ul>
      )}
      <div className="mt-4 flex justify-between gap-2">
        {cursors.length > 1 ? (
          <Button variant="outline" size="sm" onClick={() => setCursors(cursors.slice(0, -1))}>
            {t('reportQueue.previous')}
          </Button>
        ) : (
          <span />
        )}
        {nextCursor && (
          <Button variant="outline" size="sm" onClick={() => setCursors([...cursors, nextCursor])}>
            {t('reportQueue.next')}
          </Button>
        )}
      </div>
    </section>
  );
}

type Decision = 'dismissReports' | 'remove' | 'suspend';

function QueueCard({ entry, onOpenPost }: { entry: QueueEntry; onOpenPost: (id: string) => void }) {
  const [open, setOpen] = useState<Decision | null>(null);
  const { post } = entry;
  const href = post.kind === 'wishlist' ? paths.wishlist(post.id) : paths.treat(post.id);
  return (
    <Card className="p-4">
      <article aria-label={post.title}>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="font-display text-lg font-semibold break-words">
              <Link to={href} className="underline-offset-4 hover:underline">
                {post.title}
              </Link>
            </h3>
            <p className="text-sm text-ink-soft">{t('reportQueue.postedBy', { member: post.ownerName })}</p>
          </div>
          <div className="flex flex-wrap gap-2">
            {post.underReview && (
              <span className="rounded-full bg-sun px-2.5 py-0.5 text-xs font-bold text-ink">
                {t('reportQueue.hidden')}
              </span>
            )}
            {post.keptByVolunteer && (
              <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft">
                {t('reportQueue.kept')}
              </span>
            )}
            <span className="rounded-full bg-paper-deep px-2.5 py-0.5 text-xs font-semibold text-ink-soft">
              {t('reportQueue.openReports', { count: entry.openReports })}
            </span>
          </div>
        </div>
        <ul className="mt-3 flex flex-col gap-2" aria-label={t('reportQueue.reportsLabel')}>
          {entry.reports.map((report) => (
            <li key={`${report.reporterUid}-${report.at}`} className="rounded-lg bg-paper-deep/60 px-3 py-2">
              <p className="text-sm">
                <span className="font-semibold">{reportReasonText(report.reason)}</span>
                {' · '}
                {t('reportQueue.reportedBy', { member: report.reporterName, when: when(report.at) })}
                {report.newAccount && ` · ${t('reportQueue.newAccount')}`}
              </p>
              {report.note && <p className="mt-1 text-sm whitespace-pre-line break-words">{report.note}</p>}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => onOpenPost(post.id)}>
            {t('reportQueue.openReplay')}
          </Button>
          <Button variant="primary" size="sm" onClick={() => setOpen('dismissReports')}>
            {t('supportActions.dismissReports')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setOpen('remove')}>
            {t('supportActions.removePost')}
          </Button>
          <Button variant="danger" size="sm" onClick={() => setOpen('suspend')}>
            {t('reportQueue.suspendOwner', { member: post.ownerName })}
          </Button>
        </div>
      </article>
      {(open === 'dismissReports' || open === 'remove') && (
        <ActionDialog
          key={open}
          type={open}
          post={{ id: post.id, kind: post.kind, version: post.version }}
          onClose={() => setOpen(null)}
        />
      )}
      {open === 'suspend' && (
        <SuspendDialog uid={post.ownerUid} name={post.ownerName} onClose={() => setOpen(null)} />
      )}
    </Card>
  );
}

function SuspendDialog({ uid, name, onClose }: { uid: string; name: string; onClose: () => void }) {
  const suspend = useSuspendMember(uid);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (reason.trim() === '') {
      setError(t('msg.support.reasonRequired'));
      return;
    }
    setError(null);
    setFailure(null);
    suspend.mutate(
      { reason: reason.trim() },
      {
        onSuccess: (answer) => {
          toast.success(serverText(answer.message));
          onClose();
        },
        onError: (e) => setFailure(errorText(e, t('msg.common.unexpected'))),
      },
    );
  };

  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
      title={t('reportQueue.suspendTitle', { member: name })}
      description={t('reportQueue.suspendDescription')}
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {failure && <Alert>{failure}</Alert>}
        <TextAreaField
          label={t('supportActions.reason')}
          hint={t('reportQueue.suspendReasonHint')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          {...(error ? { error } : {})}
          rows={3}
        />
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="button" variant="ghost" onClick={onClose}>
            {t('supportActions.cancel')}
          </Button>
          <Button type="submit" variant="danger" disabled={suspend.isPending}>
            {suspend.isPending ? t('endExchangeActions.pleaseWait') : t('reportQueue.suspend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
