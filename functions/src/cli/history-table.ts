// The history CLI's text output: a post's events and the state after each, as aligned plain-text
// tables a volunteer can read in a terminal or paste into a support ticket.

import type { PostHistory } from '@bookwish/shared/domain/post-history';
import { capitalise } from '@bookwish/shared/domain/timeline';
import type { Post, PostEvent } from '@bookwish/shared/domain/types';

const MAX_CELL = 48;

/** One line, at most MAX_CELL characters: addresses span lines, messages can be long. */
export function cell(value: unknown): string {
  if (value === undefined || value === null || value === '') return '-';
  const text = (typeof value === 'string' ? value : JSON.stringify(value)).replace(/\s*\n\s*/g, ', ');
  return text.length > MAX_CELL ? `${text.slice(0, MAX_CELL - 1)}…` : text;
}

export function table(headers: string[], rows: string[][]): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(headers), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)].join('\n');
}

/** Enough of a uid to tell members apart in a table; --json has the whole id. */
const who = (name: string, uid: string) => `${name} (${uid.slice(0, 8)})`;

const when = (ms: number) => new Date(ms).toISOString().slice(0, 16).replace('T', ' ');

function eventData(event: PostEvent): string {
  const entries = Object.entries(event.data as Record<string, unknown>);
  if (event.type === 'WishPosted' || event.type === 'TreatPosted')
    return cell((event.data as { title: string }).title);
  return entries.length === 0 ? '-' : entries.map(([k, v]) => `${k}: ${cell(v)}`).join('; ');
}

function otherParty(state: Post): string {
  const name = state.kind === 'wishlist' ? state.offerDisplayName : state.requestDisplayName;
  const uid = state.kind === 'wishlist' ? state.offerUID : state.requestUID;
  return name && uid ? who(name, uid) : '-';
}

export function formatHistory(found: PostHistory): string {
  const kind = capitalise(found.kind);
  if (found.deletedAt !== null) {
    return `${kind} ${found.postId} was deleted by its owner on ${when(found.deletedAt)} UTC. Only its tombstone is kept: no events, no state.\n`;
  }
  const stored = found.stored as Post;
  const out: string[] = [
    `${kind} ${found.postId}: "${stored.title}" by ${stored.author}`,
    `Owner: ${stored.userDisplayName} (${stored.uid})`,
    `Other party: ${otherParty(stored)}`,
    `Stored STATE: version ${stored.version}, status ${stored.status}${stored.removed ? ', removed by volunteers' : ''}`,
    found.consistent
      ? 'Replay: all events give exactly the stored STATE.'
      : 'Replay: WARNING, the events do NOT give the stored STATE.',
    '',
    'Events',
    table(
      ['#', 'When (UTC)', 'Event', 'By', 'Data'],
      found.steps.map(({ event }) => [
        String(event.seq),
        when(event.at),
        event.type,
        who(event.actorName, event.actorUid),
        eventData(event),
      ]),
    ),
    '',
    'State after each event',
    table(
      ['#', 'Status', 'Version', 'Other party', 'Shipping address', 'Changed'],
      found.steps.map(({ event, state, changes }) => [
        String(event.seq),
        state.status + (state.removed ? ' (removed)' : ''),
        String(state.version),
        otherParty(state),
        cell(state.shippingAddress),
        event.seq === 1 ? '(created)' : changes.map((c) => c.field).join(', ') || '-',
      ]),
    ),
    '',
  ];
  return out.join('\n');
}
