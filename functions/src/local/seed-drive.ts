// The demo's book drive: "25 books for a Richmond school library", opened by Vera a few weeks ago and
// part-way to its goal. Eight of its wishes reached Book Received (four with thank-yous their readers
// put on the Gratitude Wall) and four still wait for a giver. Its name has a Persian translation and
// its purpose none, so a Persian reader meets both a translated field and one in English, marked.

import type { Drive } from '@bookwish/shared/domain/drives';
import type { StoryStep } from '@bookwish/shared/domain/story';
import { localDay } from '@bookwish/shared/domain/timers';
import type { Actor, WishlistType } from '@bookwish/shared/domain/types';
import type { DemoCast, DemoStory } from './seed-stories.ts';

const DAY = 24 * 60 * 60 * 1000;

export const DEMO_DRIVE_ID = 'demo-drive-richmond';

const BOOKS: readonly [title: string, author: string, type: WishlistType][] = [
  ['Charlotte’s Web', 'E. B. White', 'Fiction'],
  ['Wonder', 'R. J. Palacio', 'Fiction'],
  ['The Wild Robot', 'Peter Brown', 'Fiction'],
  ['Hatchet', 'Gary Paulsen', 'Fiction'],
  ['Holes', 'Louis Sachar', 'Fiction'],
  ['Matilda', 'Roald Dahl', 'Fiction'],
  ['The Girl Who Drank the Moon', 'Kelly Barnhill', 'Fiction'],
  ['National Geographic Kids Almanac', 'National Geographic Kids', 'Nonfiction'],
  ['Front Desk', 'Kelly Yang', 'Fiction'],
  ['The Hobbit', 'J. R. R. Tolkien', 'Fiction'],
  ['When You Reach Me', 'Rebecca Stead', 'Fiction'],
  ['Amari and the Night Brothers', 'B. B. Alston', 'Fiction'],
];

const THANKS = [
  'Our grade 4 class read it aloud together. Thank you!',
  'The library shelf has a new favourite. Thank you so much!',
  'Three students have already asked to borrow it. Thank you!',
  'It arrived just in time for reading week. Thank you!',
];

export function demoDrive(cast: DemoCast, now: number): { drive: Drive; wishes: DemoStory[] } {
  const { wisher: wendy, giver: gabriel, treater: tessa, volunteer: vera } = cast;
  const ago = (days: number) => now - days * DAY;
  const drive: Drive = {
    id: DEMO_DRIVE_ID,
    texts: {
      en: {
        name: '25 books for a Richmond school library',
        purpose:
          'A Richmond elementary school library lost much of its collection to a flood this winter.\n\nWish for a book its readers would love, or gift one from the list below: every book goes to the school library.',
      },
      translations: { fa: { name: '۲۵ کتاب برای کتابخانهٔ یک مدرسه در ریچموند' } },
    },
    partner: { name: 'Richmond elementary school library', kind: 'school' },
    goal: 25,
    startDate: localDay(ago(24)),
    endDate: localDay(now + 36 * DAY),
    openedAt: ago(24),
  };
  // The school's wishes are posted by Wendy (who volunteers in its library) and Tessa; Gabriel and
  // Vera give.
  const wishers: Actor[] = [wendy, tessa];
  const givers: Actor[] = [gabriel, vera];
  const address = (who: Actor) =>
    `${who.name}\nc/o the school library\n7700 Minoru Blvd\nRichmond, BC V6Y 1Z5\nCanada`;
  const wishes = BOOKS.map(([title, author, type], i): DemoStory => {
    const wisher = wishers[i % 2] as Actor;
    const giver = givers[i % 2] as Actor;
    const postedAt = ago(22 - i);
    const post: StoryStep = {
      actor: wisher,
      command: {
        type: 'post',
        input: {
          title,
          author,
          coverURL: '',
          types: [type],
          purchaseLink: `https://openlibrary.org/search?q=${encodeURIComponent(title)}`,
          destination: 'Canada',
          price: 'CAD 15.00',
          message: 'For the school library in Richmond.',
          driveId: DEMO_DRIVE_ID,
        },
      },
    };
    // The first eight reached Book Received; the last four wait for a giver.
    if (i >= 8) return [`demo-drive-wish-${i + 1}`, [post], postedAt];
    const at = (hours: number) => postedAt + hours * 60 * 60 * 1000;
    return [
      `demo-drive-wish-${i + 1}`,
      [
        post,
        { actor: giver, at: at(5), command: { type: 'offer' } },
        { actor: wisher, at: at(9), command: { type: 'confirm', shippingAddress: address(wisher) } },
        {
          actor: giver,
          at: at(30),
          command: { type: 'fulfil', fulfillmentMessage: 'Ordered from the link.' },
        },
        {
          actor: wisher,
          at: at(100),
          command: {
            type: 'close',
            thankYouNote: THANKS[i % THANKS.length] ?? '',
            thankYouPhotoURL: '',
            // Half of them on the Gratitude Wall (the reader ticked it at Book Received).
            onWall: i % 2 === 0,
          },
        },
      ],
      postedAt,
    ];
  });
  return { drive, wishes };
}
