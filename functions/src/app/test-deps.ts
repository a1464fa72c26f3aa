// Test doubles for the use-case unit tests: the in-memory event store, a clock the test moves, and
// recording fakes of the bucket, the user pool, the contact inbox and the audit log, the giveaways in
// memory. No I/O.

import type { ContactMessage } from '@bookwish/shared/api/contact';
import type { Drive } from '@bookwish/shared/domain/drives';
import { searchText } from '@bookwish/shared/domain/search';
import type { ActionOf } from '@bookwish/shared/domain/step-routes';
import { FORMER_MEMBER } from '@bookwish/shared/domain/timeline';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import { MemoryEventStore } from '../store/memory-event-store.ts';
import { createPost } from './create-post.ts';
import type { GiveawayOwners } from './giveaway-erasure.ts';
import type { GiveawayRecord } from './giveaways.ts';
import type {
  ContactMessages,
  ImageCheck,
  Images,
  MemberRecord,
  MemberRecords,
  Members,
  ReadSubject,
  SupportAudit,
} from './ports.ts';
import { transitionPost } from './transition-post.ts';

export const wendy = { uid: 'u-wendy', name: 'Wendy Park', username: 'wendy', authTime: 0 };
export const gabriel = { uid: 'u-gabriel', name: 'Gabriel Singh', username: 'gabriel', authTime: 0 };
export const tessa = { uid: 'u-tessa', name: 'Tessa Wong', username: 'tessa', authTime: 0 };
export const vera: Actor = { uid: 'u-vera', name: 'Vera Moreau', volunteer: true };

export const wishInput = {
  title: 'Les Misérables — édition intégrale',
  author: 'Victor Hugo',
  types: ['Fiction'],
  purchaseLink: 'https://example.org/les-miserables',
  destination: 'Canada',
  price: 'CAD 24.99',
  message: 'Pour mes cours de français.',
};

export const treatInput = {
  title: 'Indian Horse',
  author: 'Richard Wagamese',
  types: ['Fiction'],
  shippingDestination: 'Canada',
  message: 'A spare copy, gently read.',
};

export function testDeps(startMs = Date.UTC(2026, 10, 1)) {
  const store = new MemoryEventStore();
  let now = startMs;
  let ids = 0;
  const verified: ImageCheck[] = [];
  const deletedImages: string[] = [];
  const deletedUsers: string[] = [];
  const reads: { volunteer: string; subject: ReadSubject }[] = [];
  const inbox: ContactMessage[] = [];
  const users: MemberRecord[] = [
    { uid: wendy.uid, name: wendy.name, email: 'wendy@example.org' },
    { uid: gabriel.uid, name: gabriel.name, email: 'gabriel@example.org' },
  ];

  const images: Images = {
    async attach(check) {
      verified.push(check);
      const key = `processed/${check.key}/w640.webp`;
      return {
        url: `/images/${key}`,
        image: { variants: [{ key, width: 640, height: 480, use: 'card' as const }], placeholder: '' },
      };
    },
    async delete(keys) {
      deletedImages.push(...keys);
    },
    async memberKeys(uid) {
      return [`avatars/${uid}-1.png`, `thankYouPhotos/${uid}-2-abc.png`];
    },
  };
  const members: Members = {
    async findByEmail(email) {
      return users.find((u) => u.email === email.toLowerCase()) ?? null;
    },
    async setPicture() {},
    async setName() {},
    async deleteUser(username) {
      deletedUsers.push(username);
    },
  };
  const contact: ContactMessages = {
    async put(message) {
      inbox.unshift(message);
    },
    async list(page, filter = {}) {
      const needle = filter.q ? searchText(filter.q) : '';
      const items = inbox.filter(
        (m) =>
          (!filter.status || m.status === filter.status) &&
          searchText([m.name, m.email, m.phone, m.message].join('\n')).includes(needle),
      );
      return { items: items.slice(0, page.limit ?? 30), nextCursor: null };
    },
    async setStatus(id, status) {
      const found = inbox.find((m) => m.id === id);
      if (!found) return null;
      found.status = status;
      return found;
    },
    async eraseSender({ uid, email }, at) {
      for (const m of inbox) {
        if (m.uid === uid || (email && m.email.toLowerCase() === email.toLowerCase()))
          Object.assign(m, { name: FORMER_MEMBER, email: '', phone: '', message: '', erasedAt: at });
      }
    },
  };
  const erasedRecords: string[] = [];
  const records: MemberRecords = {
    async erase(uid) {
      erasedRecords.push(uid);
    },
  };
  const giveaways = memoryGiveaways();
  const audit: SupportAudit = {
    async recordRead(volunteer, subject) {
      reads.push({ volunteer: volunteer.uid, subject });
    },
  };
  const drives = new Map<string, Drive>();
  return {
    store,
    clock: { now: () => now },
    /** Book drives a test opens by putting them here. */
    drives: { get: async (id: string) => drives.get(id) ?? null, all: drives },
    newId: () => `post${String(++ids).padStart(4, '0')}abcdefghij`,
    idForKey: (uid: string, kind: string, key: string) => `key-${kind}-${uid}-${key}`.slice(0, 64),
    images,
    members,
    contact,
    audit,
    records,
    giveaways,
    /** Moves the clock forward. */
    advance(ms: number) {
      now += ms;
    },
    verified,
    deletedImages,
    deletedUsers,
    reads,
    inbox,
    erasedRecords,
  };
}

/** Giveaway records in memory, guarded by their version as the table's are; `writes` counts the
 * removals made, `before` runs ahead of each (a volunteer's write landing first, say). */
export function memoryGiveaways(initial: GiveawayRecord[] = []) {
  const records = new Map(initial.map((record) => [record.id, structuredClone(record)]));
  const store = {
    writes: 0,
    before: async (): Promise<void> => {},
    put(record: GiveawayRecord) {
      records.set(record.id, structuredClone(record));
    },
    async list() {
      return [...records.values()].map((record) => structuredClone(record));
    },
    async get(id: string) {
      const record = records.get(id);
      return record ? structuredClone(record) : null;
    },
    async forgetOwners(id: string, persons: readonly string[], expected: number) {
      await store.before();
      const record = records.get(id);
      if (!record || record.version !== expected) return false;
      store.writes += 1;
      for (const person of persons) if (record.draw) delete record.draw.owners[person];
      record.version = expected + 1;
      return true;
    },
  } satisfies GiveawayOwners & Record<string, unknown>;
  return store;
}

/** Runs a use case expected to refuse; returns the refusal's code and text. */
export async function refusal(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; message: string };
    return { code: e.code ?? 'THROWN', message: e.message };
  }
  throw new Error('expected a refusal, but the use case succeeded');
}

/** Takes a post through steps in order, each as its caller would (the step's body when it has one):
 * the setup of a test about what the exchange left behind. */
export async function takeSteps<K extends PostKind>(
  deps: Parameters<typeof transitionPost>[0],
  kind: K,
  postId: string,
  steps: readonly (readonly [ActionOf<K>, Actor, Record<string, unknown>?])[],
): Promise<void> {
  for (const [action, caller, body = {}] of steps)
    await transitionPost(deps, kind, action, { postId, caller, body });
}

/** Wendy gives Gabriel his wish and he closes it: his address, her message at Fulfil, his thank-you.
 * Returns the wish's id. */
export async function wendyGivesGabriel(
  deps: Parameters<typeof createPost>[0] & Parameters<typeof transitionPost>[0],
  texts: { address: string; fulfil: string; note: string },
): Promise<string> {
  const given = await createPost(deps, 'wishlist', { caller: gabriel, body: wishInput });
  await takeSteps(deps, 'wishlist', given.id, [
    ['offer', wendy],
    ['confirm', gabriel, { shippingAddress: texts.address }],
    ['fulfil', wendy, { fulfillmentMessage: texts.fulfil }],
    ['close', gabriel, { thankYouNote: texts.note }],
  ]);
  return given.id;
}

/** Wendy offers on a wish of Gabriel's and withdraws with `reason`; Tessa offers after her. Returns the
 * wish's id. */
export async function wendyWithdraws(
  deps: Parameters<typeof createPost>[0] & Parameters<typeof transitionPost>[0],
  reason: string,
): Promise<string> {
  const withdrawn = await createPost(deps, 'wishlist', { caller: gabriel, body: wishInput });
  await takeSteps(deps, 'wishlist', withdrawn.id, [
    ['offer', wendy],
    ['withdraw', wendy, { reason }],
    ['offer', tessa],
  ]);
  return withdrawn.id;
}
