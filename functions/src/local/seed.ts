// First-start demo data: members in the user pool (one volunteer), and wishlists and treats in every
// status. Posts go through the domain deciders (story.tell) and the event store, exactly the path the
// API takes, so every seeded post has a real event history and timeline. Covers and thank-you photos
// are generated phone-like JPEGs (300 KB to 1 MB, some with GPS) that go through the attach pipeline.

import { randomUUID } from 'node:crypto';
import { VOLUNTEERS_GROUP } from '@bookwish/shared/domain/constants';
import { replayStates } from '@bookwish/shared/domain/post';
import { type StoryStep, tell } from '@bookwish/shared/domain/story';
import type {
  Actor,
  PostKind,
  TreatInput,
  TreatType,
  WishlistInput,
  WishlistType,
} from '@bookwish/shared/domain/types';
import type { SamplePhotoOptions } from '../images/sample-photo.ts';
import { append, load } from '../store/event-store.ts';
import type { CognitoEmulator } from './cognito-emulator.ts';
import {
  type DemoAccount,
  type DemoPhoto,
  demoAccounts,
  demoCovers,
  demoPostIds,
  demoThankYouPhotos,
} from './demo-data.ts';
import { seedPhoto } from './seed-photo.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

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

const link = (title: string) => `https://openlibrary.org/search?q=${encodeURIComponent(title)}`;

function wish(
  title: string,
  author: string,
  types: WishlistType[],
  price: string,
  message: string,
): WishlistInput {
  return {
    title,
    author,
    coverURL: '',
    types,
    purchaseLink: link(title),
    destination: 'Canada',
    price,
    message,
  };
}

function treat(title: string, author: string, types: TreatType[], message: string): TreatInput {
  return { title, author, coverURL: '', types, shippingDestination: 'Canada', message };
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

export async function seedDemo(options: {
  cognito: CognitoEmulator;
  userPoolId: string;
}): Promise<SeedSummary> {
  const actors = new Map<string, Actor>();
  for (const account of demoAccounts) {
    actors.set(account.role, await ensureMember(options.cognito, options.userPoolId, account));
  }
  const wendy = actors.get('wisher') as Actor;
  const gabriel = actors.get('giver') as Actor;
  const tessa = actors.get('treater') as Actor;
  const vera = actors.get('volunteer') as Actor;
  const now = Date.now();
  const ago = (ms: number) => now - ms;

  const addressOf = (who: Actor) => `${who.name}\n123 Main Street\nVancouver, BC V5K 0A1\nCanada`;

  const wishlists: [string, StoryStep[], number][] = [
    [
      demoPostIds.postedWishlist,
      [
        {
          actor: wendy,
          command: {
            type: 'post',
            input: wish(
              'Anne of Green Gables',
              'L. M. Montgomery',
              ['Fiction'],
              'CAD 14.99',
              'My copy fell apart after twenty readings.',
            ),
          },
        },
      ],
      ago(2 * DAY),
    ],
    [
      'demo-wish-posted-2',
      [
        {
          actor: tessa,
          command: {
            type: 'post',
            input: wish('A Brief History of Time', 'Stephen Hawking', ['Nonfiction'], 'CAD 22.00', ''),
          },
        },
      ],
      ago(3 * DAY),
    ],
    [
      'demo-wish-posted-3',
      [
        {
          actor: gabriel,
          command: {
            type: 'post',
            input: wish(
              'Calculus: Early Transcendentals',
              'James Stewart',
              ['Textbook'],
              'CAD 95.00 incl. shipping',
              'For my first-year course at Langara.',
            ),
          },
        },
      ],
      ago(4 * DAY),
    ],
    [
      'demo-wish-posted-4',
      [
        {
          actor: vera,
          command: {
            type: 'post',
            input: wish(
              'Station Eleven',
              'Emily St. John Mandel',
              ['Fiction'],
              'CAD 19.95',
              'Book club pick.',
            ),
          },
        },
      ],
      ago(5 * DAY),
    ],
    [
      'demo-wish-posted-5',
      [
        {
          actor: wendy,
          command: {
            type: 'post',
            input: wish('The Knitting Book', 'Frederica Patmore', ['Other'], 'CAD 30.00', ''),
          },
        },
      ],
      ago(6 * DAY),
    ],
    [
      demoPostIds.offeredWishlist,
      [
        {
          actor: wendy,
          command: {
            type: 'post',
            input: wish('The Hobbit', 'J. R. R. Tolkien', ['Fiction'], 'CAD 16.00', 'For my nephew.'),
          },
        },
        { actor: gabriel, command: { type: 'offer' }, at: ago(20 * HOUR) },
      ],
      ago(1 * DAY),
    ],
    [
      demoPostIds.stalledWishlist,
      [
        {
          actor: tessa,
          command: {
            type: 'post',
            input: wish('The Secret Garden', 'Frances Hodgson Burnett', ['Fiction'], 'CAD 12.00', ''),
          },
        },
        // Offered days ago and not answered: a volunteer can reopen it. Within its 7-day hold, so the
        // demo keeps it for two days (the first sweep mails Tessa's reminder) before it lapses.
        { actor: wendy, command: { type: 'offer' }, at: ago(5 * DAY) },
      ],
      ago(20 * DAY),
    ],
    [
      demoPostIds.confirmedWishlist,
      [
        {
          actor: wendy,
          command: {
            type: 'post',
            input: wish('Braiding Sweetgrass', 'Robin Wall Kimmerer', ['Nonfiction'], 'CAD 25.00', ''),
          },
        },
        { actor: gabriel, command: { type: 'offer' }, at: ago(8 * DAY) },
        { actor: wendy, command: { type: 'confirm', shippingAddress: addressOf(wendy) }, at: ago(7 * DAY) },
      ],
      ago(9 * DAY),
    ],
    [
      demoPostIds.fulfilledWishlist,
      [
        {
          actor: tessa,
          command: {
            type: 'post',
            input: wish('Five Little Indians', 'Michelle Good', ['Fiction'], 'CAD 21.00', ''),
          },
        },
        { actor: gabriel, command: { type: 'offer' }, at: ago(12 * DAY) },
        { actor: tessa, command: { type: 'confirm', shippingAddress: addressOf(tessa) }, at: ago(11 * DAY) },
        {
          actor: gabriel,
          command: { type: 'fulfil', fulfillmentMessage: 'Ordered! Canada Post tracking 7023 4567 8901.' },
          at: ago(10 * DAY),
        },
      ],
      ago(13 * DAY),
    ],
    [
      demoPostIds.closedWishlist,
      [
        {
          actor: wendy,
          command: {
            type: 'post',
            input: wish('Indian Horse', 'Richard Wagamese', ['Fiction'], 'CAD 18.00', ''),
          },
        },
        { actor: tessa, command: { type: 'offer' }, at: ago(25 * DAY) },
        { actor: wendy, command: { type: 'confirm', shippingAddress: addressOf(wendy) }, at: ago(24 * DAY) },
        {
          actor: tessa,
          command: { type: 'fulfil', fulfillmentMessage: 'Shipping on Friday.' },
          at: ago(23 * DAY),
        },
        {
          actor: wendy,
          command: {
            type: 'close',
            thankYouNote: 'It arrived today. Thank you so much, Tessa!',
            thankYouPhotoURL: '',
          },
          at: ago(20 * DAY),
        },
      ],
      ago(26 * DAY),
    ],
    [
      'demo-wish-closed-2',
      [
        {
          actor: gabriel,
          command: {
            type: 'post',
            input: wish('Fifteen Dogs', 'André Alexis', ['Fiction'], 'CAD 20.00', ''),
          },
        },
        { actor: wendy, command: { type: 'offer' }, at: ago(34 * DAY) },
        {
          actor: gabriel,
          command: { type: 'confirm', shippingAddress: addressOf(gabriel) },
          at: ago(33 * DAY),
        },
        {
          actor: wendy,
          command: { type: 'fulfil', fulfillmentMessage: 'Bought it from the link, arriving next week.' },
          at: ago(32 * DAY),
        },
        {
          actor: gabriel,
          command: {
            type: 'close',
            thankYouNote: 'What a lovely surprise. Thanks Wendy!',
            thankYouPhotoURL: '',
          },
          at: ago(28 * DAY),
        },
      ],
      ago(35 * DAY),
    ],
  ];

  const treats: [string, StoryStep[], number][] = [
    [
      demoPostIds.postedTreat,
      [
        {
          actor: tessa,
          command: {
            type: 'post',
            input: treat(
              "Harry Potter and the Philosopher's Stone",
              'J. K. Rowling',
              ['Fiction'],
              'Gently used paperback.',
            ),
          },
        },
      ],
      ago(1 * DAY),
    ],
    [
      // The same book as Tessa's open wish (subtitle and "Surname, First" aside): her wish page says a
      // member is giving it away (book alerts, issue 13).
      'demo-treat-posted-3',
      [
        {
          actor: gabriel,
          command: {
            type: 'post',
            input: treat(
              'A Brief History of Time: From the Big Bang to Black Holes',
              'Hawking, Stephen',
              ['Nonfiction'],
              'Read once, like new.',
            ),
          },
        },
      ],
      ago(2 * DAY),
    ],
    [
      'demo-treat-posted-2',
      [
        {
          actor: gabriel,
          command: { type: 'post', input: treat("The Handmaid's Tale", 'Margaret Atwood', ['Fiction'], '') },
        },
      ],
      ago(3 * DAY),
    ],
    [
      'demo-treat-posted-3',
      [
        {
          actor: tessa,
          command: {
            type: 'post',
            input: treat('Canadian Oxford Dictionary', 'Katherine Barber', ['Other'], 'Heavy, but worth it.'),
          },
        },
      ],
      ago(4 * DAY),
    ],
    [
      demoPostIds.requestedTreat,
      [
        {
          actor: tessa,
          command: { type: 'post', input: treat('Life of Pi', 'Yann Martel', ['Fiction'], '') },
        },
        {
          actor: wendy,
          command: {
            type: 'request',
            shippingAddress: addressOf(wendy),
            requestMessage: 'I have wanted to read this for years.',
          },
          at: ago(2 * DAY),
        },
      ],
      ago(6 * DAY),
    ],
    [
      demoPostIds.shippedTreat,
      [
        {
          actor: gabriel,
          command: { type: 'post', input: treat('Sapiens', 'Yuval Noah Harari', ['Nonfiction'], '') },
        },
        {
          actor: wendy,
          command: {
            type: 'request',
            shippingAddress: addressOf(wendy),
            requestMessage: 'For my book club.',
          },
          at: ago(9 * DAY),
        },
        {
          actor: gabriel,
          command: { type: 'ship', shippedMessage: 'Mailed it this morning.' },
          at: ago(8 * DAY),
        },
      ],
      ago(10 * DAY),
    ],
    [
      demoPostIds.closedTreat,
      [
        {
          actor: tessa,
          command: { type: 'post', input: treat('The Night Circus', 'Erin Morgenstern', ['Fiction'], '') },
        },
        {
          actor: gabriel,
          command: {
            type: 'request',
            shippingAddress: addressOf(gabriel),
            requestMessage: 'My daughter will love it.',
          },
          at: ago(18 * DAY),
        },
        { actor: tessa, command: { type: 'ship', shippedMessage: '' }, at: ago(17 * DAY) },
        {
          actor: gabriel,
          command: {
            type: 'close',
            thankYouNote: 'She read it in two days. Thank you!',
            thankYouPhotoURL: '',
          },
          at: ago(14 * DAY),
        },
      ],
      ago(19 * DAY),
    ],
    [
      'demo-treat-closed-2',
      [
        {
          actor: wendy,
          command: {
            type: 'post',
            input: treat('Ducks, Newburyport', 'Lucy Ellmann', ['Fiction'], 'Very long!'),
          },
        },
        {
          actor: tessa,
          command: {
            type: 'request',
            shippingAddress: addressOf(tessa),
            requestMessage: 'I love a challenge.',
          },
          at: ago(29 * DAY),
        },
        { actor: wendy, command: { type: 'ship', shippedMessage: 'On its way.' }, at: ago(28 * DAY) },
        {
          actor: tessa,
          command: { type: 'close', thankYouNote: 'Got it, thank you Wendy!', thankYouPhotoURL: '' },
          at: ago(25 * DAY),
        },
      ],
      ago(30 * DAY),
    ],
  ];

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
