// The demo's stories, as data: who posts which book, and every step each post has taken since, with
// when. Tessa, Wendy, Gabriel and Vera are the demo members (demo-data.ts); seed.ts tells each story
// through the domain and the event store, as the API would.

import type { StoryStep } from '@bookwish/shared/domain/story';
import type {
  Actor,
  TreatInput,
  TreatType,
  WishlistInput,
  WishlistType,
} from '@bookwish/shared/domain/types';
import { demoPostIds } from './demo-data.ts';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

/** A post's id, its steps (the first one posts it), and when it was posted. */
export type DemoStory = [postId: string, steps: StoryStep[], postedAt: number];

/** The demo members by the role they show off (demo-data.ts). */
export interface DemoCast {
  wisher: Actor;
  giver: Actor;
  treater: Actor;
  volunteer: Actor;
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

/** Every demo post's story, dated back from `now`. */
export function demoStories(cast: DemoCast, now: number): { wishlists: DemoStory[]; treats: DemoStory[] } {
  const { wisher: wendy, giver: gabriel, treater: tessa, volunteer: vera } = cast;
  const ago = (ms: number) => now - ms;

  const addressOf = (who: Actor) => `${who.name}\n123 Main Street\nVancouver, BC V5K 0A1\nCanada`;

  const wishlists: DemoStory[] = [
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
          command: {
            type: 'fulfil',
            fulfillmentMessage: 'Ordered! It should arrive in a week.',
            parcel: { carrier: 'canadaPost', number: '0073938000549297' },
          },
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
            // On the gratitude wall (the recipient ticked it at Book Received).
            onWall: true,
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
            // On the gratitude wall (the recipient ticked it at Book Received).
            onWall: true,
          },
          at: ago(28 * DAY),
        },
      ],
      ago(35 * DAY),
    ],
  ];

  const treats: DemoStory[] = [
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
      // member is giving it away (book alerts).
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
      'demo-treat-posted-4',
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
          command: {
            type: 'ship',
            shippedMessage: 'Mailed it this morning.',
            parcel: { carrier: 'ups', number: '1Z5R89390357567127' },
          },
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
            // On the gratitude wall (the recipient ticked it at Book Received).
            onWall: true,
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

  return { wishlists, treats };
}
