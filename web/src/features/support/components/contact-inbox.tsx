// The contact inbox: newest first, ten a page, each message open or resolved; from a message, the
// member's posts by email, each one a click away from its history.

import type { PostSummary } from '@bookwish/shared/api/responses';
import { messages } from '@bookwish/shared/domain/messages';
import { capitalise } from '@bookwish/shared/domain/timeline';
import { useState } from 'react';
import { toast } from 'sonner';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { ApiError, errorText } from '../../../lib/api.ts';
import { type ContactMessage, useInbox, useMemberPosts, useSetContactStatus } from '../api/support-api.ts';

const dateTime = new Intl.DateTimeFormat('en-CA', { dateStyle: 'medium', timeStyle: 'short' });

export function ContactInbox({ onOpenPost }: { onOpenPost: (id: string) => void }) {
  // Cursors of the pages before this one, so "Newer" can go back.
  const [cursors, setCursors] = useState<(string | null)[]>([null]);
  const cursor = cursors.at(-1) ?? null;
  const inbox = useInbox(cursor);
  const [lookup, setLookup] = useState<string | null>(null);

  if (inbox.isPending) {
    return (
      <div className="flex flex-col gap-3" aria-busy="true">
        <Skeleton className="h-28" />
        <Skeleton className="h-28" />
      </div>
    );
  }
  if (inbox.isError) return <Alert>{errorText(inbox.error, messages.lists.loadFailed)}</Alert>;
  const { items, nextCursor } = inbox.data;
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_22rem]">
      <section aria-label="Messages" className="flex flex-col gap-3">
        {items.length === 0 && <p className="text-ink-soft">No messages yet.</p>}
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
            Newer
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={!nextCursor}
            onClick={() => setCursors([...cursors, nextCursor])}
          >
            Older
          </Button>
        </div>
      </section>
      <aside aria-label="Member's posts">
        {lookup && <MemberPostsPanel email={lookup} onOpenPost={onOpenPost} />}
      </aside>
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
        onSuccess: () => toast.success(next === 'resolved' ? 'Marked resolved.' : 'Marked open again.'),
        onError: (error) => toast.error(errorText(error, messages.common.unexpected)),
      },
    );
  return (
    <Card className={cn('p-5', message.status === 'resolved' && 'opacity-75')}>
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
        <p className="mt-3 text-ink-soft italic">{messages.support.contactErased}</p>
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
          {message.status === 'open' ? 'Mark resolved' : 'Mark open'}
        </Button>
        {message.email && (
          <Button size="sm" variant="ghost" onClick={onLookup}>
            Member's posts
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
        {known ? found.error.message : messages.common.unexpected}
      </Alert>
    );
  }
  const { member, own, involved } = found.data;
  return (
    <Card className="p-5">
      <h2 className="text-lg font-semibold">{member.name}</h2>
      <p className="text-sm text-ink-soft">{member.email}</p>
      <PostList title="Their posts" posts={own} onOpenPost={onOpenPost} />
      <PostList title="Exchanges they are in" posts={involved} onOpenPost={onOpenPost} />
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
        <p className="text-sm text-ink-soft">None.</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-1">
          {posts.map((p) => (
            <li key={p.id}>
              <button
                type="button"
                onClick={() => onOpenPost(p.id)}
                className="w-full rounded-lg px-2 py-1 text-left text-sm hover:bg-paper-deep"
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
