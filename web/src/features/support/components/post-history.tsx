// A post's replayed history: a summary of the stored state, the corrective actions, every event with
// a step-through of the state after it (what changed highlighted), and the timeline members read.

import type { PostHistoryResponse, ReplayStep } from '@bookwish/shared/domain/post-history';
import { capitalise } from '@bookwish/shared/domain/timeline';
import type { Post } from '@bookwish/shared/domain/types';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ActivityTimeline } from '../../../components/timeline/activity-timeline.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { formatDate, formatNumber, t } from '../../../lib/i18n/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { usePostHistory } from '../api/support-api.ts';
import { SupportActions } from './support-actions.tsx';

/** A moment in the reader's language. */
const dateTime = {
  format: (at: number | Date) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
};

/** A field's value as text: strings as they are (addresses keep their lines), the rest as JSON. */
export function show(value: unknown): string {
  if (value === undefined) return '—';
  if (typeof value === 'string') return value === '' ? '""' : value;
  return JSON.stringify(value);
}

export function PostHistoryPanel({ id }: { id: string }) {
  const history = usePostHistory(id);
  if (history.isPending) {
    return (
      <div className="mt-8 flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-24" />
        <Skeleton className="h-64" />
      </div>
    );
  }
  if (history.isError) {
    const notFound = history.error instanceof ApiError && history.error.status === 404;
    return (
      <Alert className="mt-8">
        {notFound ? history.error.message : errorText(history.error, t('msg.support.historyLoadFailed'))}
      </Alert>
    );
  }
  const found = history.data;
  if (found.deletedAt !== null || !found.stored) {
    return (
      <Alert variant="info" title={`${capitalise(found.kind)} ${found.postId}`} className="mt-8">
        {t('msg.support.postDeleted')}
        {found.deletedAt !== null && (
          <> {t('postHistory.deletedOn', { when: dateTime.format(found.deletedAt) })}</>
        )}
      </Alert>
    );
  }
  return <History found={found} post={found.stored} />;
}

function History({ found, post }: { found: PostHistoryResponse; post: Post }) {
  const other = post.kind === 'wishlist' ? post.offerDisplayName : post.requestDisplayName;
  return (
    <div className="mt-8 flex flex-col gap-8">
      <Card className="p-6">
        <p className="text-sm font-semibold tracking-wide text-brand-dark uppercase">
          {capitalise(post.kind)} ·{' '}
          {/* Ids are case-sensitive: shown as stored, so copying one back finds the post. */}
          <span className="font-mono normal-case tracking-normal">{post.id}</span>
        </p>
        <h2 className="mt-1 text-2xl font-semibold">
          {post.title}{' '}
          <span className="font-normal text-ink-soft">
            {t('postHistory.byAuthor', { author: post.author })}
          </span>
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          <dt className="font-semibold">{t('postHistory.status')}</dt>
          <dd data-testid="support-status">
            {capitalise(post.status)}
            {post.removed ? t('postHistory.removedByVolunteers') : ''}
          </dd>
          <dt className="font-semibold">{t('postHistory.owner')}</dt>
          <dd>{post.userDisplayName}</dd>
          <dt className="font-semibold">
            {post.kind === 'wishlist' ? t('postHistory.giver') : t('postHistory.requester')}
          </dt>
          <dd>{other ?? '—'}</dd>
          <dt className="font-semibold">{t('postHistory.lastEvent')}</dt>
          <dd>
            #{post.version}
            {found.steps.at(-1) && <>, {dateTime.format(found.steps.at(-1)?.event.at ?? 0)}</>}
          </dd>
          <dt className="font-semibold">{t('postHistory.replay')}</dt>
          <dd className={found.consistent ? 'text-forest' : 'font-semibold text-danger'}>
            {found.consistent
              ? t('postHistory.replayingEveryEventGivesExactly')
              : t('postHistory.theEventsDoNotGive')}
          </dd>
        </dl>
        {!post.removed && (
          <Link
            to={post.kind === 'wishlist' ? paths.wishlist(post.id) : paths.treat(post.id)}
            className="mt-4 inline-block font-semibold text-brand-dark underline"
          >
            {t('postHistory.openThePostPage')}
          </Link>
        )}
        <SupportActions post={post} />
      </Card>
      {/* A new event (after an action) starts the step-through again at the newest state. */}
      <StepThrough key={found.steps.length} steps={found.steps} />
      <Card className="p-6">
        <p className="text-sm text-ink-soft">{t('postHistory.whatTheOwnerReadsOn')}</p>
        <ActivityTimeline steps={found.timeline} />
      </Card>
    </div>
  );
}

const HIDDEN_STATE = new Set(['history']);

function StepThrough({ steps }: { steps: ReplayStep[] }) {
  const [selected, setSelected] = useState(steps.length - 1);
  const step = steps[selected];
  if (!step) return null;
  const changed = new Set(step.changes.map((c) => c.field));
  const state = Object.entries(step.state)
    .filter(([key]) => !HIDDEN_STATE.has(key))
    .sort(([a], [b]) => a.localeCompare(b));
  return (
    <section aria-labelledby="events-heading" className="grid gap-6 md:grid-cols-[minmax(0,18rem)_1fr]">
      <div>
        <h2 id="events-heading" className="text-xl font-semibold">
          {t('postHistory.events')}
        </h2>
        <ol className="mt-3 flex flex-col gap-1">
          {steps.map((s, i) => (
            <li key={s.event.seq}>
              <button
                type="button"
                onClick={() => setSelected(i)}
                aria-current={i === selected ? 'step' : undefined}
                className={cn(
                  'w-full rounded-xl px-3 py-2 text-start text-sm',
                  i === selected ? 'bg-brand-soft ring-1 ring-brand' : 'hover:bg-paper-deep',
                )}
              >
                <span className="font-semibold">
                  {s.event.seq}. {s.event.type}
                </span>
                <span className="block text-ink-soft">
                  {s.event.actorName} · {dateTime.format(s.event.at)}
                </span>
              </button>
            </li>
          ))}
        </ol>
      </div>
      <Card className="p-6" aria-live="polite">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 className="text-lg font-semibold">
            {t('postHistory.eventOf', {
              seq: formatNumber(step.event.seq),
              total: formatNumber(steps.length),
              type: step.event.type,
            })}
          </h3>
          <div className="flex gap-2">
            <Button
              size="sm"
              variant="outline"
              disabled={selected === 0}
              onClick={() => setSelected(selected - 1)}
            >
              {t('postHistory.previous')}
            </Button>
            <Button
              size="sm"
              variant="outline"
              disabled={selected === steps.length - 1}
              onClick={() => setSelected(selected + 1)}
            >
              {t('postHistory.next')}
            </Button>
          </div>
        </div>
        <p className="mt-1 text-sm text-ink-soft">
          {t('postHistory.stepBy', {
            date: dateTime.format(step.event.at),
            actor: step.event.actorName,
            uid: step.event.actorUid,
          })}
        </p>
        <h4 className="mt-5 font-semibold">{t('postHistory.data')}</h4>
        {Object.keys(step.event.data).length === 0 ? (
          // Not a lone <dd>: a definition list holds only term and description pairs (axe).
          <p className="mt-2 text-sm text-ink-soft">{t('postHistory.noData')}</p>
        ) : (
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            {Object.entries(step.event.data).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-semibold">{key}</dt>
                <dd className="whitespace-pre-line break-words">{show(value)}</dd>
              </div>
            ))}
          </dl>
        )}
        {step.event.seq > 1 && (
          <>
            <h4 className="mt-5 font-semibold">{t('postHistory.whatChanged')}</h4>
            <table className="mt-2 w-full text-start text-sm">
              <thead>
                <tr className="text-ink-soft">
                  <th className="py-1 pe-4 font-semibold">{t('postHistory.field')}</th>
                  <th className="py-1 pe-4 font-semibold">{t('postHistory.before')}</th>
                  <th className="py-1 font-semibold">{t('postHistory.after')}</th>
                </tr>
              </thead>
              <tbody>
                {step.changes.map((c) => (
                  <tr key={c.field} className="border-t border-line align-top">
                    <td className="py-1 pe-4 font-semibold">{c.field}</td>
                    <td className="py-1 pe-4 whitespace-pre-line break-words">{show(c.before)}</td>
                    <td className="py-1 whitespace-pre-line break-words">{show(c.after)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        <h4 className="mt-5 font-semibold">{t('postHistory.stateAfterThisEvent')}</h4>
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
          {state.map(([key, value]) => (
            <div key={key} className={cn('contents', changed.has(key) && 'text-forest')}>
              <dt className="font-semibold">
                {key}
                {changed.has(key) && <span className="sr-only"> {t('postHistory.changed')}</span>}
              </dt>
              <dd className="whitespace-pre-line break-words">{show(value)}</dd>
            </div>
          ))}
        </dl>
      </Card>
    </section>
  );
}
