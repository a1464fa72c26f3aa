// Who reads a member's words in a step is one fact the step declares (`texts`, steps/step.ts): these
// are its four audiences, as the Activity line and the post's view apply them. A note the wisher
// writes on a confirmed wish stands for a new step's (say "not arrived yet").
import { describe, expect, it } from 'vitest';
import type { Readers } from './steps/step.ts';
import { tell } from './story.ts';
import { giver, stranger, volunteer, wisher, wishInput } from './test-stories.ts';
import { readsText, viewerRole } from './timeline.ts';
import type { Actor, Wishlist } from './types.ts';

const confirmed = tell('wishlist', 'w1', [
  { actor: wisher, command: { type: 'post', input: wishInput } },
  { actor: giver, command: { type: 'offer' } },
  { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Main St, Vancouver' } },
]).state as Wishlist;
/** The wisher's own line (AddressShared), as a wisher's note would be. */
const wishersLine = confirmed.history.at(-1);

const readersOf = (readers: Readers) =>
  [wisher, giver, stranger, volunteer, null]
    .filter((actor: Actor | null) =>
      wishersLine
        ? readsText(readers, confirmed, viewerRole(confirmed, actor), actor?.uid, wishersLine)
        : false,
    )
    .map((actor) => actor?.name ?? 'a visitor');

describe("a step's text, by the readers its step declares", () => {
  it('parties: the two members of the exchange, whoever wrote it, and volunteers', () => {
    expect(readersOf('parties')).toEqual([wisher.name, giver.name, volunteer.name]);
  });

  it('author: the member who wrote it, and volunteers', () => {
    expect(readersOf('author')).toEqual([wisher.name, volunteer.name]);
  });

  it('volunteers: only them', () => {
    expect(readersOf('volunteers')).toEqual([volunteer.name]);
  });

  it('everyone: visitors too', () => {
    expect(readersOf('everyone')).toHaveLength(5);
  });

  it('undeclared: nobody', () => {
    expect(readersOf(undefined as unknown as Readers)).toEqual([]);
  });
});
