// First-start demo data, the mechanics: members in the user pool (one volunteer), and the stories of
// seed-stories.ts (wishlists and treats in every status) told through the domain deciders (story.tell)
// and the event store, exactly the path the API takes, so every seeded post has a real event history
// and timeline. Covers and thank-you photos are generated phone-like JPEGs (300 KB to 1 MB, some with
// GPS) that go through the attach pipeline.

import { randomUUID } from 'node:crypto';
import { VOLUNTEERS_GROUP } from '@bookwish/shared/domain/constants';
import { replayStates } from '@bookwish/shared/domain/post';
import { type StoryStep, tell } from '@bookwish/shared/domain/story';
import type { Actor, PostKind } from '@bookwish/shared/domain/types';
import type { SamplePhotoOptions } from '../images/sample-photo.ts';
import { getDrive, putDrive } from '../store/drive-store.ts';
import { append, load } from '../store/event-store.ts';
import type { CognitoEmulator } from './cognito-emulator.ts';
import {
  type DemoAccount,
  type DemoPhoto,
  demoAccounts,
  demoCovers,
  demoThankYouPhotos,
} from './demo-data.ts';
import { demoDrive } from './seed-drive.ts';
import { seedPhoto } from './seed-photo.ts';
import { seedSpotlight } from './seed-spotlight.ts';
import { type DemoCast, demoStories } from './seed-stories.ts';

/** Creates (or finds) a confirmed member with a verified email; returns them as an actor. */
async function ensureMember(
  emulator: CognitoEmulator,
  userPoolId: string,
  account: DemoAccount,
): Promise<Actor> {
  const { services, ctx } = emulator;
  const pool = await services.cognito.getUserPool(ctx, userPoolId);
  let user = await pool.getUserByUsername(ctx, account.email);
  if (!user) {
    const sub = randomUUID();
    const now = services.clock.get();
    user = {
      Username: sub,
      Attributes: [
        { Name: 'sub', Value: sub },
        { Name: 'email', Value: account.email },
        { Name: 'email_verified', Value: 'true' },
        { Name: 'name', Value: account.name },
      ],
      Enabled: true,
      Password: account.password,
      RefreshTokens: [],
      UserCreateDate: now,
      UserLastModifiedDate: now,
      UserStatus: 'CONFIRMED',
    };
    await pool.saveUser(ctx, user);
  }
  if (account.volunteer) {
    const group = (await pool.listGroups(ctx)).find((g) => g.GroupName === VOLUNTEERS_GROUP);
    if (group && !(group.members ?? []).includes(user.Username)) await pool.addUserToGroup(ctx, group, user);
  }
  const sub = user.Attributes.find((a) => a.Name === 'sub')?.Value ?? user.Username;
  return { uid: sub, name: account.name, volunteer: account.volunteer };
}

/** Writes a story's events one by one through the event store (skips a post that already exists). */
async function store(kind: PostKind, postId: string, steps: StoryStep[], start: number): Promise<boolean> {
  if ((await load(postId)) !== null) return false;
  const story = tell(kind, postId, await withPhotos(kind, postId, steps), start);
  for (const { event, state } of replayStates(story.events)) {
    const result = await append(postId, event.seq - 1, event, state);
    if (!result.ok) throw new Error(`Seeding ${postId} lost a race at event ${event.seq}`);
  }
  return true;
}

function photoOptions(photo: DemoPhoto, postId: string): SamplePhotoOptions {
  // A seed per post: the same bytes on every first start; grain makes a realistic file size.
  const seed = [...postId].reduce((sum, ch) => (sum * 31 + ch.charCodeAt(0)) >>> 0, 7);
  return { ...photo, grain: 34, quality: 88, seed };
}

/** The post's cover and thank-you photo, when demo-data.ts gives it one, uploaded and attached as a
 * member's would be; the steps then carry the processed URLs and variants. */
async function withPhotos(kind: PostKind, postId: string, steps: StoryStep[]): Promise<StoryStep[]> {
  const coverPhoto = demoCovers[postId];
  const thankYouPhoto = demoThankYouPhotos[postId];
  if (!coverPhoto && !thankYouPhoto) return steps;
  const out: StoryStep[] = [];
  for (const step of steps) {
    const command = step.command;
    if (command.type === 'post' && coverPhoto) {
      const purpose = kind === 'wishlist' ? 'cover' : 'treatCover';
      const { url, image } = await seedPhoto(step.actor.uid, purpose, photoOptions(coverPhoto, postId));
      const input = { ...command.input, coverURL: url, coverImage: image };
      out.push({ ...step, command: { ...command, input } as StoryStep['command'] });
    } else if (command.type === 'close' && thankYouPhoto) {
      const { url, image } = await seedPhoto(step.actor.uid, 'thankYou', photoOptions(thankYouPhoto, postId));
      out.push({ ...step, command: { ...command, thankYouPhotoURL: url, thankYouPhoto: image } });
    } else {
      out.push(step);
    }
  }
  return out;
}

/** Maps `items` with at most two calls in flight; results in order. */
async function inTwos<T, R>(items: readonly T[], fn: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await fn(items[i] as T);
    }
  };
  await Promise.all([worker(), worker()]);
  return results;
}

export interface SeedSummary {
  members: string[];
  wishlists: number;
  treats: number;
}

/** The demo's Writer's Spotlight (seed-spotlight.ts) with the demo members: its own step, so a data
 * folder seeded before the program existed gets it too (stack/seed-once.ts). */
export async function seedSpotlightDemo(options: { cognito: CognitoEmulator; userPoolId: string }) {
  const actorOf = async (role: string) => {
    const account = demoAccounts.find((candidate) => candidate.role === role) as DemoAccount;
    return ensureMember(options.cognito, options.userPoolId, account);
  };
  await seedSpotlight(
    {
      wisher: await actorOf('wisher'),
      treater: await actorOf('treater'),
      volunteer: await actorOf('volunteer'),
    },
    Date.now(),
  );
}

export async function seedDemo(options: {
  cognito: CognitoEmulator;
  userPoolId: string;
}): Promise<SeedSummary> {
  const actors = new Map<string, Actor>();
  for (const account of demoAccounts) {
    actors.set(account.role, await ensureMember(options.cognito, options.userPoolId, account));
  }
  const cast: DemoCast = {
    wisher: actors.get('wisher') as Actor,
    giver: actors.get('giver') as Actor,
    treater: actors.get('treater') as Actor,
    volunteer: actors.get('volunteer') as Actor,
  };
  const { wishlists, treats } = demoStories(cast, Date.now());
  // The demo's book drive, part-way to its goal, and its wishes (seed-drive.ts).
  const drive = demoDrive(cast, Date.now());
  if (!(await getDrive(drive.drive.id))) await putDrive(drive.drive, cast.volunteer);
  wishlists.push(...drive.wishes);

  // Two posts at a time: the photo work (sharp) is what takes the time on a first start.
  const posts = [
    ...wishlists.map((post) => ['wishlist', ...post] as const),
    ...treats.map((post) => ['treat', ...post] as const),
  ];
  const stored = await inTwos(posts, ([kind, id, steps, start]) => store(kind, id, steps, start));
  const wishlistCount = stored.filter((ok, i) => ok && posts[i]?.[0] === 'wishlist').length;
  const treatCount = stored.filter((ok, i) => ok && posts[i]?.[0] === 'treat').length;
  return { members: demoAccounts.map((a) => a.email), wishlists: wishlistCount, treats: treatCount };
}
