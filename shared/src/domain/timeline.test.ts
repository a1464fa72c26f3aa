import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import { tell } from './story.ts';
import { giver, stranger, treatInput, volunteer, wisher, wishInput } from './test-stories.ts';
import {
  anonymizeMember,
  FORMER_MEMBER,
  isPrivateViewer,
  timeline,
  toSummary,
  toView,
  viewerRole,
} from './timeline.ts';
import type { Actor, Treat, ViewerRole, Wishlist } from './types.ts';

const t = messages.timeline;

const closedWishlist = tell('wishlist', 'w1', [
  { actor: wisher, command: { type: 'post', input: wishInput }, at: Date.UTC(2024, 7, 1) },
  { actor: giver, command: { type: 'offer' } },
  { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Main St, Vancouver' } },
  { actor: giver, command: { type: 'fulfil', fulfillmentMessage: 'Tracking 42' } },
  {
    actor: wisher,
    command: {
      type: 'close',
      thankYouNote: 'My kid loves it',
      thankYouPhotoURL: '/images/thankYouPhotos/w1.png',
    },
  },
]).state as Wishlist;

const confirmedWishlist = tell('wishlist', 'w2', [
  { actor: wisher, command: { type: 'post', input: wishInput } },
  { actor: giver, command: { type: 'offer' } },
  { actor: wisher, command: { type: 'confirm', shippingAddress: '1 Main St, Vancouver' } },
]).state as Wishlist;

const shippedTreat = tell('treat', 't1', [
  { actor: wisher, command: { type: 'post', input: treatInput } },
  {
    actor: giver,
    command: { type: 'request', shippingAddress: '7 Oak Ave', requestMessage: 'For my book club' },
  },
  { actor: wisher, command: { type: 'ship', shippedMessage: 'Canada Post 123' } },
]).state as Treat;

/** Every private string of a post, to look for in what a viewer receives. */
const secrets = ['1 Main St, Vancouver', 'Tracking 42', '7 Oak Ave', 'For my book club', 'Canada Post 123'];

describe('viewerRole', () => {
  it.each<[string, Actor | null, ViewerRole]>([
    ['nobody signed in', null, 'visitor'],
    ['the wisher', wisher, 'owner'],
    ['the giver', giver, 'giver'],
    ['another member', stranger, 'member'],
    ['a volunteer', volunteer, 'volunteer'],
    ['a volunteer who is also the wisher', { ...wisher, volunteer: true }, 'owner'],
  ])('%s', (_name, actor, role) => {
    expect(viewerRole(confirmedWishlist, actor)).toBe(role);
  });

  it('the requester of a treat', () => {
    expect(viewerRole(shippedTreat, giver)).toBe('requester');
    expect(isPrivateViewer('requester', 'treat')).toBe(true);
    expect(isPrivateViewer('requester', 'wishlist')).toBe(false);
    expect(isPrivateViewer('giver', 'treat')).toBe(false);
  });
});

describe('timeline texts (spec section 4)', () => {
  it('a closed wishlist shows every step, the thank-you and the closing line', () => {
    const steps = timeline(closedWishlist, 'visitor');
    expect(steps.map((s) => [s.status, s.actorName, s.text])).toEqual([
      ['Posted', 'Wendy', 'Waiting for an offer.'],
      ['Offered', 'Gary', 'Waiting for confirmation.'],
      ['Confirmed', 'Wendy', t.waitingForGift],
      ['Fulfilled', 'Gary', t.giftSent],
      ['Closed', 'Wendy', 'Book has arrived!'],
    ]);
    const closed = steps.at(-1);
    expect(closed?.details).toEqual([{ label: t.labels.thankYouNote, text: 'My kid loves it' }]);
    expect(closed?.photoURL).toBe('/images/thankYouPhotos/w1.png');
    expect(closed?.conclusion).toBe('This wishlist has been fulfilled.');
    expect(steps[0]?.at).toBe(Date.UTC(2024, 7, 1));
  });

  it('the Closed step carries the thank-you photo variants, for the web srcset and placeholder', () => {
    const photo = {
      placeholder: 'HBkSHYSIeHiPiHh8eJd4eTN0EEQG',
      variants: [{ key: 'processed/thankYou/x/w320.webp', width: 320, height: 240, use: 'card' as const }],
    };
    const steps = timeline({ ...closedWishlist, thankYouPhoto: photo }, 'visitor');
    expect(steps.at(-1)?.photo).toEqual(photo);
    expect(timeline(closedWishlist, 'visitor').at(-1)?.photo).toBeUndefined();
  });

  it('the giver sees the instruction and the address at Confirmed', () => {
    const confirmed = timeline(confirmedWishlist, 'giver').at(-1);
    expect(confirmed?.text).toBe(t.giverInstruction);
    expect(confirmed?.details).toEqual([{ label: t.labels.shippingAddress, text: '1 Main St, Vancouver' }]);
  });

  it('once the book has arrived the giver no longer sees the address; the wisher and volunteers do', () => {
    expect(toView(closedWishlist, 'giver')).not.toHaveProperty('shippingAddress');
    const giverSteps = timeline(closedWishlist, 'giver');
    expect(giverSteps.flatMap((s) => s.details ?? []).map((d) => d.label)).not.toContain(
      t.labels.shippingAddress,
    );
    expect(toView(closedWishlist, 'owner')).toMatchObject({ shippingAddress: '1 Main St, Vancouver' });
    expect(toView(closedWishlist, 'volunteer')).toMatchObject({ shippingAddress: '1 Main St, Vancouver' });
    // And their timeline still shows it, on the step where it was shared.
    for (const role of ['owner', 'volunteer'] as const) {
      expect(
        timeline(closedWishlist, role).flatMap((s) => s.details ?? []),
        role,
      ).toContainEqual({
        label: t.labels.shippingAddress,
        text: '1 Main St, Vancouver',
      });
    }
  });

  it('a shipped treat: requester name, waiting for shipping, on the way', () => {
    const steps = timeline(shippedTreat, 'requester');
    expect(steps.map((s) => [s.status, s.actorName, s.text])).toEqual([
      ['Posted', 'Wendy', 'Waiting for a request'],
      ['Requested', 'Gary', 'Waiting for shipping'],
      ['Shipped', 'Wendy', 'Book is on the way!'],
    ]);
    expect(steps[2]?.details).toEqual([{ label: t.labels.shippedMessage, text: 'Canada Post 123' }]);
  });

  it('a given treat ends with "This treat has been given."', () => {
    const closed = tell('treat', 't2', [
      { actor: wisher, command: { type: 'post', input: treatInput } },
      { actor: giver, command: { type: 'request', shippingAddress: 'a', requestMessage: 'b' } },
      { actor: wisher, command: { type: 'ship', shippedMessage: '' } },
      { actor: giver, command: { type: 'close', thankYouNote: '', thankYouPhotoURL: '' } },
    ]).state;
    const last = timeline(closed, 'member').at(-1);
    expect(last).toMatchObject({
      status: 'Closed',
      text: 'Book has arrived!',
      conclusion: 'This treat has been given.',
    });
    expect(last?.details).toBeUndefined();
    expect(last?.photoURL).toBeUndefined();
  });

  it('support steps in plain words, never naming the volunteer', () => {
    const reopened = tell('wishlist', 'w3', [
      { actor: wisher, command: { type: 'post', input: wishInput } },
      { actor: giver, command: { type: 'offer' } },
      { actor: wisher, command: { type: 'confirm', shippingAddress: 'Old address' } },
      { actor: volunteer, command: { type: 'reopen', reason: 'Giver never shipped' } },
      { actor: stranger, command: { type: 'offer' } },
    ]).state;
    for (const role of ['member', 'owner', 'giver'] as const) {
      const steps = timeline(reopened, role);
      // The abandoned exchange is no longer part of the story members read: Posted, Reopened, Offered.
      expect(steps.map((s) => s.status)).toEqual(['Posted', 'Reopened', 'Offered']);
      expect(steps[1]).toMatchObject({
        status: 'Reopened',
        actorName: 'Bookwish volunteers',
        text: t.reopened,
      });
      expect(JSON.stringify(steps)).not.toContain('Vera');
      // The old address belonged to the cancelled exchange: nobody sees it now.
      expect(JSON.stringify(steps)).not.toContain('Old address');
    }
  });
});

describe('privacy per role', () => {
  const cases: [string, Wishlist | Treat, ViewerRole, boolean][] = [
    ['wishlist', confirmedWishlist, 'visitor', false],
    ['wishlist', confirmedWishlist, 'member', false],
    ['wishlist', confirmedWishlist, 'owner', true],
    ['wishlist', confirmedWishlist, 'giver', true],
    ['wishlist', confirmedWishlist, 'volunteer', true],
    ['wishlist', closedWishlist, 'visitor', false],
    ['wishlist', closedWishlist, 'requester', false],
    ['wishlist', closedWishlist, 'giver', true],
    ['treat', shippedTreat, 'visitor', false],
    ['treat', shippedTreat, 'member', false],
    ['treat', shippedTreat, 'giver', false],
    ['treat', shippedTreat, 'owner', true],
    ['treat', shippedTreat, 'requester', true],
    ['treat', shippedTreat, 'volunteer', true],
  ];
  it.each(cases)('%s as %s: private text shown = %s', (_kind, post, role, shown) => {
    const view = toView(post, role);
    const json = JSON.stringify(view);
    const present = secrets.filter((s) => json.includes(s));
    if (shown) expect(present.length).toBeGreaterThan(0);
    else expect(present).toEqual([]);
    expect(view.viewer).toBe(role);
    expect('history' in view).toBe(false);
    expect(view.timeline.length).toBe(post.history.length);
  });

  it('the parties get the private fields on the post itself', () => {
    expect(toView(confirmedWishlist, 'giver')).toMatchObject({ shippingAddress: '1 Main St, Vancouver' });
    expect(toView(shippedTreat, 'owner')).toMatchObject({
      shippingAddress: '7 Oak Ave',
      requestMessage: 'For my book club',
      shippedMessage: 'Canada Post 123',
    });
  });

  it('the thank-you note stays public', () => {
    expect(toView(closedWishlist, 'visitor')).toMatchObject({ thankYouNote: 'My kid loves it' });
  });

  it('a list card carries no history and no private text', () => {
    const card = toSummary(shippedTreat);
    expect('history' in card).toBe(false);
    expect(secrets.filter((s) => JSON.stringify(card).includes(s))).toEqual([]);
    expect(card.title).toBe('Dune');
  });

  it('a giver with no address yet on record gets the spec error text instead of a blank', () => {
    const broken: Wishlist = { ...confirmedWishlist, shippingAddress: '' };
    expect(timeline(broken, 'giver').at(-1)?.details?.[0]?.text).toBe(
      "Something went wrong. Please refresh the page or contact us if you're unable to see a valid address.",
    );
  });
});

describe('anonymizeMember', () => {
  it('replaces a deleted account name everywhere in the post, and nothing else', () => {
    const out = anonymizeMember(closedWishlist, 'u-giver');
    expect(out.offerDisplayName).toBe(FORMER_MEMBER);
    expect(out.userDisplayName).toBe('Wendy');
    expect(out.history.filter((s) => s.actorUid === 'u-giver').map((s) => s.actorName)).toEqual([
      'Former member',
      'Former member',
    ]);
    expect(timeline(out, 'visitor')[1]?.actorName).toBe('Former member');
    expect(JSON.stringify(out)).not.toContain('Gary');
    // The input is untouched: the store decides when to write.
    expect(closedWishlist.offerDisplayName).toBe('Gary');
  });

  it('renames the poster and a treat requester', () => {
    expect(anonymizeMember(shippedTreat, 'u-wisher').userDisplayName).toBe(FORMER_MEMBER);
    expect(anonymizeMember(shippedTreat, 'u-giver').requestDisplayName).toBe(FORMER_MEMBER);
  });
});

describe('member ids', () => {
  it('never reach a visitor, a signed-in stranger or a list card; the parties and volunteers get them', () => {
    for (const post of [confirmedWishlist, shippedTreat]) {
      for (const role of ['visitor', 'member'] as const) {
        const text = JSON.stringify(toView(post, role));
        for (const uid of [wisher.uid, giver.uid]) expect(text, role).not.toContain(uid);
      }
      const card = JSON.stringify(toSummary(post));
      for (const uid of [wisher.uid, giver.uid]) expect(card).not.toContain(uid);
      expect(toView(post, 'owner').uid).toBe(wisher.uid);
      expect(toView(post, 'volunteer').uid).toBe(wisher.uid);
    }
  });
});

describe('views are allow-lists', () => {
  it('a field added to the state reaches no viewer and no list card until it is given an audience', () => {
    const secret = 'a-new-private-field-value';
    for (const post of [confirmedWishlist, shippedTreat]) {
      const grown = { ...post, giftWrapNote: secret } as unknown as typeof post;
      const roles: ViewerRole[] = [
        'visitor',
        'member',
        'owner',
        post.kind === 'wishlist' ? 'giver' : 'requester',
        'volunteer',
      ];
      for (const role of roles) {
        const view = toView(grown, role, role === 'owner' ? wisher.uid : giver.uid);
        expect(JSON.stringify(view), `${post.kind} ${role}`).not.toContain(secret);
      }
      expect(JSON.stringify(toSummary(grown))).not.toContain(secret);
    }
  });

  it('every listed field still reaches the viewers it did: the owner of a confirmed wish reads the address', () => {
    const view = toView(confirmedWishlist, 'owner', wisher.uid);
    expect(view).toMatchObject({
      shippingAddress: '1 Main St, Vancouver',
      uid: wisher.uid,
      offerUID: giver.uid,
    });
    expect(toView(confirmedWishlist, 'member')).not.toHaveProperty('shippingAddress');
    expect(toView(confirmedWishlist, 'volunteer')).toMatchObject({ shippingAddress: '1 Main St, Vancouver' });
  });
});
