// A member's own data (British Columbia's PIPA right of access): one zip with a JSON of their account,
// email settings, every post they made or took part in, and the photos they took in their stored
// variants. Each post is read the way the member reads it on its page (viewFor as a plain member, never
// as a volunteer), so an export holds exactly what they could see there: the other party's private
// text only while they are that party, the address only while they may still see it, the other
// party's member id only where the page carries it (never on a post they no longer take part in).
// The member asks for their own; a volunteer makes the same archive for a member who asks by email,
// and that read is recorded first. The zip is kept a short while and handed over as a link.

import {
  EXPORT_FORMAT,
  EXPORT_JSON,
  type ExportDocument,
  type ExportedPhoto,
} from '@bookwish/shared/api/export';
import type { ExportLink } from '@bookwish/shared/api/responses';
import type { Actor, ImageVariant, Post, StoredImage } from '@bookwish/shared/domain/types';
// fflate: no dependencies, the same zip in Node and the browser; archiver brings seven packages and
// streams we do not need, yazl is Node-only. Measured with esbuild: zipSync 33.7 KB min (13 KB gzip).
import { strToU8, type Zippable, zipSync } from 'fflate';
import { postsOfMember } from './forget-member.ts';
import { volunteerFindsMember } from './member-lookup.ts';
import type { NotificationSettings } from './notify-ports.ts';
import type { Clock, EventStore, Members, SupportAudit } from './ports.ts';
import { viewFor } from './post-commands.ts';

/** The bucket as the export sees it: read the member's images, keep the finished zip. */
export interface ExportFiles {
  /** The stored bytes of an image, or null when it is gone. */
  read(key: string): Promise<Uint8Array | null>;
  /** The keys of every processed variant of the member's avatars. */
  avatarKeys(uid: string): Promise<string[]>;
  /** Keeps the zip under the member's export folder (as `name`, else a new one) and answers a
   * short-lived link to it and its bucket key. */
  keep(
    uid: string,
    zip: Uint8Array,
    fileName: string,
    name?: string,
  ): Promise<{ url: string; expiresAt: number; objectKey: string }>;
  /** A new short-lived link to an archive kept before. */
  link(objectKey: string, fileName: string): Promise<{ url: string; expiresAt: number }>;
}

export interface ExportDeps {
  store: EventStore;
  clock: Clock;
  settings: Pick<NotificationSettings, 'get'>;
  files: ExportFiles;
}

export interface ExportedMember {
  uid: string;
  name: string;
  email?: string | undefined;
}

type ExportedPost = ExportDocument['posts'][number];

export interface ExportArchive {
  document: ExportDocument;
  zip: Uint8Array;
  /** What the log may say: counts and size, never content. */
  counts: { posts: number; joined: number; photos: number; bytes: number };
}

const PHOTO_FOLDER = 'photos/';
const newestFirst = (a: Post, b: Post) => b.createdAt - a.createdAt;

/** The post as this member reads it on its page, without the buttons. */
function memberView(post: Post, member: Actor): ExportedPost {
  const { actions: _actions, ...view } = viewFor(post, member);
  return view;
}

/** The recipient writes the thank-you: the wish's owner, the treat's requester. */
const isRecipient = (view: ExportedPost) =>
  view.kind === 'wishlist' ? view.viewer === 'owner' : view.viewer === 'requester';

/** Every post the member made or took part in, read as they may see it. */
async function memberPosts(store: EventStore, member: Actor) {
  const { own, removed, involved } = await postsOfMember(store, member.uid);
  const ownIds = new Set([...own, ...removed].map((post) => post.id));
  const joinedIds = new Set([...(await store.postsJoinedBy(member.uid)), ...involved.map((p) => p.id)]);
  const joined = (await store.loadMany([...joinedIds].filter((id) => !ownIds.has(id))))
    // Taken down by volunteers: the member can no longer open it either.
    .filter((post) => post.uid !== member.uid && !post.removed);
  return {
    own: [...own, ...removed].sort(newestFirst).map((post) => memberView(post, member)),
    joined: joined.sort(newestFirst).map((post) => memberView(post, member)),
  };
}

/** The member's own reports, read from the posts' events (a dismissed report is still theirs); a post
 * deleted since has none left. */
async function memberReports(store: EventStore, uid: string): Promise<ExportDocument['reports']> {
  const out: ExportDocument['reports'] = [];
  const posts = await store.loadMany(await store.postsReportedBy(uid));
  for (const post of posts.sort(newestFirst)) {
    for (const event of await store.history(post.id)) {
      if (event.type !== 'PostReported' || event.actorUid !== uid) continue;
      out.push({
        postId: post.id,
        kind: post.kind,
        title: post.title,
        reason: event.data.reason,
        note: event.data.note,
        at: new Date(event.at).toISOString(),
      });
    }
  }
  return out;
}

function variantsOf(image: StoredImage | undefined): ImageVariant[] {
  return image?.variants ?? [];
}

/** Builds the member's archive from the event store and the bucket. */
export async function buildExport(deps: ExportDeps, member: ExportedMember): Promise<ExportArchive> {
  const actor: Actor = { uid: member.uid, name: member.name, volunteer: false };
  const { own, joined } = await memberPosts(deps.store, actor);
  const photos: ExportedPhoto[] = [];
  const files: Zippable = {};
  const addPhoto = async (key: string, photo: Omit<ExportedPhoto, 'file'>): Promise<string | null> => {
    const file = `${PHOTO_FOLDER}${key}`;
    if (files[file]) return file;
    const bytes = await deps.files.read(key);
    if (!bytes) return null;
    // Images are compressed already: stored as they are, so the zip costs no CPU for them.
    files[file] = [bytes, { level: 0 }];
    photos.push({ file, ...photo });
    return file;
  };
  for (const view of own) {
    for (const v of variantsOf(view.coverImage)) {
      await addPhoto(v.key, { what: 'cover', postId: view.id, use: v.use, width: v.width, height: v.height });
    }
  }
  const thankYouNotes: ExportDocument['thankYouNotes'] = [];
  for (const view of [...own, ...joined]) {
    if (!isRecipient(view)) continue;
    let photo: string | null = null;
    for (const v of variantsOf(view.thankYouPhoto)) {
      const file = await addPhoto(v.key, {
        what: 'thankYou',
        postId: view.id,
        use: v.use,
        width: v.width,
        height: v.height,
      });
      photo ??= file;
    }
    if (view.thankYouNote || photo) {
      thankYouNotes.push({
        postId: view.id,
        kind: view.kind,
        title: view.title,
        note: view.thankYouNote ?? '',
        ...(photo ? { photo } : {}),
      });
    }
  }
  for (const key of await deps.files.avatarKeys(member.uid)) await addPhoto(key, { what: 'avatar' });
  const reports = await memberReports(deps.store, member.uid);
  const document: ExportDocument = {
    format: EXPORT_FORMAT,
    exportedAt: new Date(deps.clock.now()).toISOString(),
    account: { uid: member.uid, name: member.name, ...(member.email ? { email: member.email } : {}) },
    emailSettings: await deps.settings.get(member.uid),
    posts: own,
    joined,
    reports,
    thankYouNotes,
    photos,
  };
  files[EXPORT_JSON] = strToU8(JSON.stringify(document, null, 2));
  const zip = zipSync(files, { level: 6, mtime: new Date(deps.clock.now()) });
  return {
    document,
    zip,
    counts: { posts: own.length, joined: joined.length, photos: photos.length, bytes: zip.byteLength },
  };
}

/** bookwish-data-2026-11-28.zip: the day it was made, no name or id of the member. */
export function exportFileName(nowMs: number): string {
  return `bookwish-data-${new Date(nowMs).toISOString().slice(0, 10)}.zip`;
}

/** Builds and keeps the archive; `name` names it in the bucket (one request's archive, see
 * member-export-once.ts), else it gets a new name. */
export async function keepArchive(
  deps: ExportDeps,
  member: ExportedMember,
  name?: string,
): Promise<{ link: ExportLink; counts: ExportArchive['counts']; objectKey: string }> {
  const archive = await buildExport(deps, member);
  const fileName = exportFileName(deps.clock.now());
  const kept = await deps.files.keep(member.uid, archive.zip, fileName, name);
  return {
    link: { url: kept.url, expiresAt: kept.expiresAt, fileName, bytes: archive.counts.bytes },
    counts: archive.counts,
    objectKey: kept.objectKey,
  };
}

/** GET /api/me/export: the caller's own archive. */
export function exportMyData(deps: ExportDeps, caller: Actor & { email?: string }) {
  return keepArchive(deps, { uid: caller.uid, name: caller.name, email: caller.email });
}

/** GET /api/support/members/export?email=: the same archive for a member who asked by email,
 * for volunteers only; the read is recorded before anything is read. */
export async function exportForMember(
  deps: ExportDeps & { members: Pick<Members, 'findByEmail'>; audit: SupportAudit },
  input: { email: string; caller: Actor | null },
) {
  const { volunteer, member } = await volunteerFindsMember(deps, input);
  await deps.audit.recordRead(volunteer, { export: member.uid }, deps.clock.now());
  return keepArchive(deps, member);
}
