// The contact inbox: newest first, ten a page, each message open or resolved; filtered by status and
// searched (sender, email, phone, message) on the server. Filter, search and page live in the query
// string (?tab=inbox&status=open&q=...&page=2&pageAfter=...), so a reload or a shared link shows the
// same messages. From a message, the member's posts by email, each one a click away from its history.

import type { PostSummary } from '@bookwish/shared/api/responses';
import { capitalise } from '@bookwish/shared/domain/timeline';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { toast } from 'sonner';
import { DownloadArchive } from '../../../components/download-archive.tsx';
import { SelectField, TextField } from '../../../components/form/form-fields.tsx';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { formatDate, t } from '../../../lib/i18n/i18n.ts';
import { shown } from '../../../lib/shown.ts';
import { usePageCursors } from '../../../lib/use-page-cursors.ts';
import {
  type ContactMessage,
  exportMemberData,
  type InboxView,
  useInbox,
  useMemberPosts,
  useSetContactStatus,
} from '../api/support-api.ts';

/** A moment in the reader's language. */
const dateTime = {
  format: (at: number | Date) => formatDate(at, { dateStyle: 'medium', timeStyle: 'short' }),
};

const STATUSES: { value: InboxView['status']; label: string }[] = [
  shown({ value: '', label: () => t('contactInbox.all') }),
  shown({ value: 'open', label: () => t('contactInbox.open') }),
  shown({ value: 'resolved', label: () => t('contactInbox.resolved') }),
];

function useInboxView(): [InboxView, (next: InboxView) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get('status');
  const view: InboxView = {
    status: raw === 'open' || raw === 'resolved' ? raw : '',
    q: params.get('q')?.trim() ?? '',
  };
  // A new filter or search starts again at its first page.
  const change = (next: InboxView) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      for (const name of ['page', 'pageAfter', 'status', 'q']) updated.delete(name);
      if (next.status) updated.set('status', next.status);
      if (next.q.trim()) updated.set('q', next.q.trim());
      return updated;
    });
  return [view, change];
}

export function ContactInbox({ onOpenPost }: { onOpenPost: (id: string) => void }) {
  const [view, setView] = useInboxView();
  // Cursors of the pages before this one, so "Newer" can go back.
  const [cursors, setCursors] = usePageCursors('page');
  const cursor = cursors.at(-1) ?? null;
  const inbox = useInbox(cursor, view);
  const [lookup, setLookup] = useState<string | null>(null);

  let list: React.ReactNode;
  if (inbox.isPending) {
    list = (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  } else if (inbox.isError) {
    list = <Alert>{errorText(inbox.error, t('msg.lists.loadFailed'))}</Alert>;
  } else {
    const { items, nextCursor } = inbox.data;
    const filtered = Boolean(view.status || view.q);
    list = (
      <>
        {items.length === 0 && (
          <p className="text-ink-soft">
            {filtered
              ? nextCursor
                ? t('contactInbox.noMatchingMessagesOnThis')
                : t('contactInbox.noMessagesMatch')
              : t('contactInbox.noMessagesYet')}
          </p>
        )}
        {items.map((m) => (
          <Message key={m.id} message={m} onLookup={() => setLookup(m.email)} />
        ))}
        <div className="flex justify-between">
          <Button
            variant="outline"
            size="sm"
            disabled={cursors.length === 1}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t('contactInbox.newer')}
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!nextCursor}
            onClick={() => setCursors([...cursors, nextCursor])}
          >
            {t('contactInbox.older')}
          </Button>
        </div>
      </>
    );
  }
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <section aria-label={t('contactInbox.messages')} className="flex flex-col gap-3">
        <InboxFilters key={`${view.status}|${view.q}`} view={view} onChange={setView} />
        {list}
      </section>
      <aside aria-label={t('contactInbox.memberSPosts')}>
        {lookup && <MemberPostsPanel email={lookup} onOpenPost={onOpenPost} />}
      </aside>
    </div>
  );
}

function InboxFilters({ view, onChange }: { view: InboxView; onChange: (next: InboxView) => void }) {
  const [q, setQ] = useState(view.q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange({ ...view, q });
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SelectField
        label={t('contactInbox.status')}
        value={view.status}
        onChange={(e) => onChange({ ...view, status: e.target.value as InboxView['status'] })}
      >
        {STATUSES.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </SelectField>
      <search className="flex-1">
        <form onSubmit={submit} className="flex items-end gap-2">
          <div className="flex-1">
            <TextField
              label={t('contactInbox.searchMessages')}
              type="search"
              value={q}
              onChange={(e) => setQ(e.target.value)}
              placeholder={t('contactInbox.nameEmailOrWords')}
              maxLength={200}
              autoComplete="off"
            />
          </div>
          <Button type="submit" variant="secondary">
            {t('contactInbox.search')}
          </Button>
        </form>
      </search>
    </div>
  );
}

function Message({ message, onLookup }: { message: ContactMessage; onLookup: () => void }) {
  const setStatus = useSetContactStatus();
  const next = message.status === 'open' ? 'resolved' : 'open';
  const toggle = () =>
    setStatus.mutate(
      { id: message.id, status: next },
      {
        onSuccess: () =>
          toast.success(
            next === 'resolved' ? t('contactInbox.markedResolved') : t('contactInbox.markedOpenAgain'),
          ),
        onError: (error) => toast.error(errorText(error, t('msg.common.unexpected'))),
      },
    );
  return (
    // Resolved ones are told apart by their badge, not by fading (faded text fails contrast).
    <Card className="p-5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          {message.name}{' '}
          {message.email && <span className="font-normal text-ink-soft">&lt;{message.email}&gt;</span>}
          {message.phone && <span className="font-normal text-ink-soft"> · {message.phone}</span>}
        </p>
        <span
          className={cn(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            message.status === 'open' ? 'bg-brand-soft text-brand-dark' : 'bg-forest-soft text-forest',
          )}
        >
          {capitalise(message.status)}
        </span>
      </div>
      <p className="text-sm text-ink-soft">{dateTime.format(message.createdAt * 1000)}</p>
      {message.erasedAt ? (
        <p className="mt-3 text-ink-soft italic">{t('msg.support.contactErased')}</p>
      ) : (
        <p className="mt-3 whitespace-pre-line break-words">{message.message}</p>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant={message.status === 'open' ? 'secondary' : 'outline'}
          onClick={toggle}
          disabled={setStatus.isPending}
        >
          {message.status === 'open' ? t('contactInbox.markResolved') : t('contactInbox.markOpen')}
        </Button>
        {message.email && (
          <Button size="sm" variant="ghost" onClick={onLookup}>
            {t('contactInbox.memberSPosts')}
          </Button>
        )}
      </div>
    </Card>
  );
}

function MemberPostsPanel({ email, onOpenPost }: { email: string; onOpenPost: (id: string) => void }) {
  const found = useMemberPosts(email);
  if (found.isPending) return <Skeleton className="h-40" />;
  if (found.isError) {
    const known = found.error instanceof ApiError && found.error.status < 500;
    return (
      <Alert variant={known ? 'info' : 'destructive'}>
        {known ? found.error.message : t('msg.common.unexpected')}
      </Alert>
    );
  }
  const { member, own, involved } = found.data;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{member.name}</h2>
      <p className="text-sm text-ink-soft">{member.email}</p>
      <div className="mt-3">
        <DownloadArchive
          size="sm"
          label={t('contactInbox.downloadTheirData')}
          fetchLink={() => exportMemberData(member.email)}
        />
      </div>
      <PostList title={t('contactInbox.theirPosts')} posts={own} onOpenPost={onOpenPost} />
      <PostList title={t('contactInbox.exchangesTheyAreIn')} posts={involved} onOpenPost={onOpenPost} />
    </Card>
  );
}

function PostList({
  title,
  posts,
  onOpenPost,
}: {
  title: string;
  posts: PostSummary[];
  onOpenPost: (id: string) => void;
}) {
  return (
    <>
      <h3 className="mt-4 font-semibold">{title}</h3>
      {posts.length === 0 ? (
        <p className="text-sm text-ink-soft">{t('contactInbox.none')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {posts.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => onOpenPost(p.id)}
                className="w-full rounded-lg px-2 py-1 text-start text-sm hover:bg-paper-deep"
              >
                <span className="font-semibold">{p.title}</span>{' '}
                <span className="text-ink-soft">
                  · {capitalise(p.kind)} · {capitalise(p.status)}
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
