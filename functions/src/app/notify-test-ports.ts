// In-memory implementations of the email ports for the use-case tests: an outbox instead of SES, a
// member directory, settings, and the notifier's markers with the same rules as the table's (once per
// event and recipient, the owner's hourly gate, the daily cap). No I/O.

import { ALERTS_PER_MEMBER_DAY, OWNER_EMAIL_WINDOW_MS } from '@bookwish/shared/domain/constants';
import { DEFAULT_SETTINGS, type EmailSettings } from './email-kinds.ts';
import type {
  MemberContact,
  MemberDirectory,
  NotificationSettings,
  NotifyMarkers,
  OutgoingEmail,
} from './notify-ports.ts';

export const TEST_SECRET = 'test-unsubscribe-secret';
export const TEST_ORIGIN = 'https://bookwish.test';

export function memoryNotifyPorts(contacts: Record<string, MemberContact>) {
  const outbox: OutgoingEmail[] = [];
  const prefs = new Map<string, EmailSettings>();
  const generations = new Map<string, number>();
  const claimed = new Set<string>();
  const gates = new Map<string, { sentAt: number; folded: number }>();
  const capCounts = new Map<string, number>();
  const people = new Map(Object.entries(contacts));
  let failNextSends = 0;

  const directory: MemberDirectory = {
    async contactOf(uid) {
      return people.get(uid) ?? null;
    },
    async exists(uid) {
      return people.has(uid);
    },
  };
  const settings: NotificationSettings = {
    async get(uid) {
      return { ...(prefs.get(uid) ?? DEFAULT_SETTINGS) };
    },
    async set(uid, change) {
      const next = { ...(prefs.get(uid) ?? DEFAULT_SETTINGS), ...change };
      prefs.set(uid, next);
      return { ...next };
    },
    async reset(uid) {
      const kept = prefs.get(uid);
      const next = {
        ...DEFAULT_SETTINGS,
        language: kept?.language ?? null,
        discreet: kept?.discreet ?? false,
        area: kept?.area ?? null,
      };
      prefs.set(uid, next);
      generations.set(uid, (generations.get(uid) ?? 0) + 1);
      return { ...next };
    },
    async getWithLinkGeneration(uid) {
      return {
        settings: { ...(prefs.get(uid) ?? DEFAULT_SETTINGS) },
        linkGeneration: generations.get(uid) ?? 0,
      };
    },
  };
  const markers: NotifyMarkers = {
    async claim(postId, seq, to) {
      const key = `${postId}#${seq}#${to}`;
      if (claimed.has(key)) return false;
      claimed.add(key);
      return true;
    },
    async release(postId, seq, to) {
      claimed.delete(`${postId}#${seq}#${to}`);
    },
    async openGate(postId, to, gate, at) {
      const key = `${postId}#${to}#${gate}`;
      const found = gates.get(key);
      if (found && found.sentAt > at - OWNER_EMAIL_WINDOW_MS) {
        found.folded += 1;
        return { open: false };
      }
      gates.set(key, { sentAt: at, folded: 0 });
      return { open: true, folded: found?.folded ?? 0 };
    },
    async closeGate(postId, to, gate) {
      gates.delete(`${postId}#${to}#${gate}`);
    },
    async takeDailyCap(causeUid, at) {
      const key = `${causeUid}#${new Date(at).toISOString().slice(0, 10)}`;
      const sent = capCounts.get(key) ?? 0;
      if (sent >= ALERTS_PER_MEMBER_DAY) return false;
      capCounts.set(key, sent + 1);
      return true;
    },
  };
  return {
    directory,
    settings,
    markers,
    mailer: {
      async send(email: OutgoingEmail) {
        if (failNextSends > 0) {
          failNextSends -= 1;
          throw new Error('SES is unavailable');
        }
        outbox.push(email);
      },
    },
    secret: { get: async () => TEST_SECRET },
    origin: TEST_ORIGIN,
    outbox,
    /** The account is deleted: it has no address any more. */
    forget(uid: string) {
      people.delete(uid);
    },
    /** The next `n` sends fail, as when SES is down. */
    failSends(n: number) {
      failNextSends = n;
    },
    /** Capped emails already caused by `uid` on the day of `at`. */
    setCapCount(uid: string, at: number, count: number) {
      capCounts.set(`${uid}#${new Date(at).toISOString().slice(0, 10)}`, count);
    },
  };
}
