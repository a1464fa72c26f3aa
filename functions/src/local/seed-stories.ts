// The demo's stories, as data: who posts which book, and every step each post has taken since, with
// when. Tessa, Wendy, Gabriel and Vera are the demo members (demo-data.ts); seed.ts tells each story
// through the domain and the event store, as the API would.

import type { AreaId } from '@bookwish/shared/domain/areas';
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

function treat(
  title: string,
  author: string,
  types: TreatType[],
  message: string,
  inPersonIn?: AreaId,
): TreatInput {
  const input: TreatInput = { title, author, coverURL: '', types, shippingDestination: 'Canada', message };
  return inPersonIn ? { ...input, handover: { inPerson: true, area: inPersonIn } } : input;
}

/** The step that posts a wish: who wishes, and the book. */
function postsWish(who: Actor, ...book: Parameters<typeof wish>): StoryStep {
  return { actor: who, command: { type: 'post', input: wish(...book) } };
}

/** The step that gives a treat: who gives it, and the book. */
function postsTreat(who: Actor, ...book: Parameters<typeof treat>): StoryStep {
  return { actor: who, command: { type: 'post', input: treat(...book) } };
}

/** A later step: who took it, when, and what it was. */
function by(actor: Actor, at: number, command: StoryStep['command']): StoryStep {
  return { actor, command, at };
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
        postsWish(
          wendy,
          'Anne of Green Gables',
          'L. M. Montgomery',
          ['Fiction'],
          'CAD 14.99',
          'My copy fell apart after twenty readings.',
        ),
      ],
      ago(2 * DAY),
    ],
    [
      'demo-wish-posted-2',
      [postsWish(tessa, 'A Brief History of Time', 'Stephen Hawking', ['Nonfiction'], 'CAD 22.00', '')],
      ago(3 * DAY),
    ],
    [
      'demo-wish-posted-3',
      [
        postsWish(
          gabriel,
          'Calculus: Early Transcendentals',
          'James Stewart',
          ['Textbook'],
          'CAD 95.00 incl. shipping',
          'For my first-year course at Langara.',
        ),
      ],
      ago(4 * DAY),
    ],
    [
      'demo-wish-posted-4',
      [
        postsWish(
          vera,
          'Station Eleven',
          'Emily St. John Mandel',
          ['Fiction'],
          'CAD 19.95',
          'Book club pick.',
        ),
      ],
      ago(5 * DAY),
    ],
    [
      'demo-wish-posted-5',
      [postsWish(wendy, 'The Knitting Book', 'Frederica Patmore', ['Other'], 'CAD 30.00', '')],
      ago(6 * DAY),
    ],
    [
      demoPostIds.offeredWishlist,
      [
        postsWish(wendy, 'The Hobbit', 'J. R. R. Tolkien', ['Fiction'], 'CAD 16.00', 'For my nephew.'),
        by(gabriel, ago(20 * HOUR), { type: 'offer' }),
      ],
      ago(1 * DAY),
    ],
    [
      demoPostIds.stalledWishlist,
      [
        postsWish(tessa, 'The Secret Garden', 'Frances Hodgson Burnett', ['Fiction'], 'CAD 12.00', ''),
        // Offered days ago and not answered: a volunteer can reopen it. Within its 7-day hold, so the
        // demo keeps it for two days (the first sweep mails Tessa's reminder) before it lapses.
        by(wendy, ago(5 * DAY), { type: 'offer' }),
      ],
      ago(20 * DAY),
    ],
    [
      demoPostIds.confirmedWishlist,
      [
        postsWish(wendy, 'Braiding Sweetgrass', 'Robin Wall Kimmerer', ['Nonfiction'], 'CAD 25.00', ''),
        by(gabriel, ago(8 * DAY), { type: 'offer' }),
        by(wendy, ago(7 * DAY), { type: 'confirm', shippingAddress: addressOf(wendy) }),
      ],
      ago(9 * DAY),
    ],
    [
      demoPostIds.fulfilledWishlist,
      [
        postsWish(tessa, 'Five Little Indians', 'Michelle Good', ['Fiction'], 'CAD 21.00', ''),
        by(gabriel, ago(12 * DAY), { type: 'offer' }),
        by(tessa, ago(11 * DAY), { type: 'confirm', shippingAddress: addressOf(tessa) }),
        by(gabriel, ago(10 * DAY), {
          type: 'fulfil',
          fulfillmentMessage: 'Ordered! It should arrive in a week.',
          parcel: { carrier: 'canadaPost', number: '0073938000549297' },
        }),
      ],
      ago(13 * DAY),
    ],
    [
      demoPostIds.closedWishlist,
      [
        postsWish(wendy, 'Indian Horse', 'Richard Wagamese', ['Fiction'], 'CAD 18.00', ''),
        by(tessa, ago(25 * DAY), { type: 'offer' }),
        by(wendy, ago(24 * DAY), { type: 'confirm', shippingAddress: addressOf(wendy) }),
        by(tessa, ago(23 * DAY), { type: 'fulfil', fulfillmentMessage: 'Shipping on Friday.' }),
        by(wendy, ago(20 * DAY), {
          type: 'close',
          thankYouNote: 'It arrived today. Thank you so much, Tessa!',
          thankYouPhotoURL: '',
          // On the gratitude wall (the recipient ticked it at Book Received).
          onWall: true,
        }),
      ],
      ago(26 * DAY),
    ],
    [
      'demo-wish-closed-2',
      [
        postsWish(gabriel, 'Fifteen Dogs', 'André Alexis', ['Fiction'], 'CAD 20.00', ''),
        by(wendy, ago(34 * DAY), { type: 'offer' }),
        by(gabriel, ago(33 * DAY), { type: 'confirm', shippingAddress: addressOf(gabriel) }),
        by(wendy, ago(32 * DAY), {
          type: 'fulfil',
          fulfillmentMessage: 'Bought it from the link, arriving next week.',
        }),
        by(gabriel, ago(28 * DAY), {
          type: 'close',
          thankYouNote: 'What a lovely surprise. Thanks Wendy!',
          thankYouPhotoURL: '',
          // On the gratitude wall (the recipient ticked it at Book Received).
          onWall: true,
        }),
      ],
      ago(35 * DAY),
    ],
  ];

  const treats: DemoStory[] = [
    [
      demoPostIds.postedTreat,
      [
        postsTreat(
          tessa,
          "Harry Potter and the Philosopher's Stone",
          'J. K. Rowling',
          ['Fiction'],
          'Gently used paperback.',
        ),
      ],
      ago(1 * DAY),
    ],
    [
      // The same book as Tessa's open wish (subtitle and "Surname, First" aside): her wish page says a
      // member is giving it away (book alerts).
      'demo-treat-posted-3',
      [
        postsTreat(
          gabriel,
          'A Brief History of Time: From the Big Bang to Black Holes',
          'Hawking, Stephen',
          ['Nonfiction'],
          'Read once, like new.',
        ),
      ],
      ago(2 * DAY),
    ],
    [
      'demo-treat-posted-2',
      [postsTreat(gabriel, "The Handmaid's Tale", 'Margaret Atwood', ['Fiction'], '')],
      ago(3 * DAY),
    ],
    [
      'demo-treat-posted-4',
      [
        postsTreat(
          tessa,
          'Canadian Oxford Dictionary',
          'Katherine Barber',
          ['Other'],
          'Heavy, but worth it.',
          // Too heavy to post for less than it is worth: handed over in person.
          'richmond',
        ),
      ],
      ago(4 * DAY),
    ],
    // Treats that can be handed over in person, in a few areas (the explore pages' area filter; the
    // meeting places of those areas are seeded too: seed-meeting-places.ts).
    [
      demoPostIds.inPersonTreat,
      [
        postsTreat(
          tessa,
          'The Very Hungry Caterpillar',
          'Eric Carle',
          ['Fiction'],
          'A board book, one corner a little chewed.',
          'vancouver-kitsilano',
        ),
      ],
      ago(5 * DAY),
    ],
    [
      'demo-treat-in-person-2',
      [
        postsTreat(
          gabriel,
          'Salt, Fat, Acid, Heat',
          'Samin Nosrat',
          ['Nonfiction'],
          'Too heavy to post cheaply.',
          'vancouver-kitsilano',
        ),
      ],
      ago(5 * DAY + 6 * HOUR),
    ],
    [
      'demo-treat-in-person-3',
      [postsTreat(gabriel, 'Indian Horse', 'Richard Wagamese', ['Fiction'], '', 'burnaby')],
      ago(7 * DAY),
    ],
    [
      'demo-treat-in-person-4',
      [
        postsTreat(
          wendy,
          'The Joy Luck Club',
          'Amy Tan',
          ['Fiction'],
          'I am in Mount Pleasant most evenings.',
          'vancouver-mount-pleasant',
        ),
      ],
      ago(8 * DAY),
    ],
    [
      'demo-treat-in-person-5',
      [postsTreat(tessa, 'Five Little Indians', 'Michelle Good', ['Fiction'], '', 'surrey')],
      ago(9 * DAY),
    ],
    [
      demoPostIds.requestedTreat,
      [
        postsTreat(tessa, 'Life of Pi', 'Yann Martel', ['Fiction'], ''),
        by(wendy, ago(2 * DAY), {
          type: 'request',
          shippingAddress: addressOf(wendy),
          requestMessage: 'I have wanted to read this for years.',
        }),
      ],
      ago(6 * DAY),
    ],
    [
      demoPostIds.shippedTreat,
      [
        postsTreat(gabriel, 'Sapiens', 'Yuval Noah Harari', ['Nonfiction'], ''),
        by(wendy, ago(9 * DAY), {
          type: 'request',
          shippingAddress: addressOf(wendy),
          requestMessage: 'For my book club.',
        }),
        by(gabriel, ago(8 * DAY), {
          type: 'ship',
          shippedMessage: 'Mailed it this morning.',
          parcel: { carrier: 'ups', number: '1Z5R89390357567127' },
        }),
      ],
      ago(10 * DAY),
    ],
    [
      demoPostIds.closedTreat,
      [
        postsTreat(tessa, 'The Night Circus', 'Erin Morgenstern', ['Fiction'], ''),
        by(gabriel, ago(18 * DAY), {
          type: 'request',
          shippingAddress: addressOf(gabriel),
          requestMessage: 'My daughter will love it.',
        }),
        by(tessa, ago(17 * DAY), { type: 'ship', shippedMessage: '' }),
        by(gabriel, ago(14 * DAY), {
          type: 'close',
          thankYouNote: 'She read it in two days. Thank you!',
          thankYouPhotoURL: '',
          // On the gratitude wall (the recipient ticked it at Book Received).
          onWall: true,
        }),
      ],
      ago(19 * DAY),
    ],
    [
      'demo-treat-closed-2',
      [
        postsTreat(wendy, 'Ducks, Newburyport', 'Lucy Ellmann', ['Fiction'], 'Very long!'),
        by(tessa, ago(29 * DAY), {
          type: 'request',
          shippingAddress: addressOf(tessa),
          requestMessage: 'I love a challenge.',
        }),
        by(wendy, ago(28 * DAY), { type: 'ship', shippedMessage: 'On its way.' }),
        by(tessa, ago(25 * DAY), {
          type: 'close',
          thankYouNote: 'Got it, thank you Wendy!',
          thankYouPhotoURL: '',
        }),
      ],
      ago(30 * DAY),
    ],
  ];

  return { wishlists, treats };
}
