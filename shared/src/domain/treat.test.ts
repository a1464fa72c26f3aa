import { describe, expect, it } from 'vitest';
import { describeDecisionTable } from './decision-table.ts';
import { messages } from './messages.ts';
import { decidePostDeletion } from './post.ts';
import { validate } from './schemas/errors.ts';
import { createTreatSchema } from './schemas/posts.ts';
import { requestSchema } from './schemas/transitions.ts';
import { type StoryStep, tell } from './story.ts';
import { toSummary, toView } from './timeline.ts';
import { decideTreat, evolveTreat } from './treat.ts';
import type { Actor, Treat, TreatCommand, TreatInput } from './types.ts';

const owner: Actor = { uid: 'u-owner', name: 'Tara' };
const requester: Actor = { uid: 'u-req', name: 'Rita' };
const stranger: Actor = { uid: 'u-stranger', name: 'Sam' };
const volunteer: Actor = { uid: 'u-vol', name: 'Vera', volunteer: true };

const input: TreatInput = {
  title: 'Dune',
  author: 'Frank Herbert',
  coverURL: '',
  types: ['Fiction'],
  shippingDestination: 'US, Canada',
  message: 'Good condition',
};

const steps: Record<string, StoryStep[]> = { posted: [{ actor: owner, command: { type: 'post', input } }] };
steps.requested = [
  ...(steps.posted ?? []),
  { actor: requester, command: { type: 'request', shippingAddress: '9 Pine Rd', requestMessage: 'Please!' } },
];
steps.shipped = [...(steps.requested ?? []), { actor: owner, command: { type: 'ship', shippedMessage: '' } }];
steps.closed = [
  ...(steps.shipped ?? []),
  {
    actor: requester,
    command: { type: 'close', thankYouNote: 'Loved it', thankYouPhotoURL: '/images/t.png' },
  },
];
steps.removed = [
  ...(steps.requested ?? []),
  { actor: volunteer, command: { type: 'remove', reason: 'Abuse' } },
];

function stateIn(status: string): Treat {
  return tell('treat', 't1', steps[status] ?? []).state as Treat;
}

const commands: Record<string, TreatCommand | 'delete'> = {
  post: { type: 'post', input },
  delete: 'delete',
  request: { type: 'request', shippingAddress: '4 Cedar Ln', requestMessage: 'My son would love it' },
  ship: { type: 'ship', shippedMessage: 'Sent by Canada Post' },
  close: { type: 'close', thankYouNote: '', thankYouPhotoURL: '' },
  reopen: { type: 'reopen', reason: 'Never shipped' },
  correctAddress: { type: 'correctAddress', shippingAddress: '5 Birch St', reason: 'Wrong unit' },
  remove: { type: 'remove', reason: 'Spam' },
};

/** visitor, stranger, owner (treater), requester, volunteer. */
const table: Record<string, Record<string, string>> = {
  posted: {
    request: '401 ok 403 ok ok',
    ship: '401 403 409 403 403',
    close: '401 403 403 403 403',
    delete: '401 403 del 403 403',
    reopen: '401 403 403 403 409',
    correctAddress: '401 403 403 403 409',
    remove: '401 403 403 403 ok',
  },
  requested: {
    request: '401 409 403 409 409',
    ship: '401 403 ok 403 403',
    close: '401 403 403 409 403',
    delete: '401 403 409 403 403',
    reopen: '401 403 403 403 ok',
    correctAddress: '401 403 403 403 ok',
    remove: '401 403 403 403 ok',
  },
  shipped: {
    request: '401 409 403 409 409',
    ship: '401 403 409 403 403',
    close: '401 403 403 ok 403',
    delete: '401 403 409 403 403',
    reopen: '401 403 403 403 409',
    correctAddress: '401 403 403 403 ok',
    remove: '401 403 403 403 ok',
  },
  closed: {
    request: '401 409 403 409 409',
    ship: '401 403 409 403 403',
    close: '401 403 403 409 403',
    delete: '401 403 del 403 403',
    reopen: '401 403 403 403 409',
    correctAddress: '401 403 403 403 409',
    remove: '401 403 403 403 ok',
  },
};

describeDecisionTable('decideTreat: every command from every status by every role', {
  kind: 'treat',
  postId: 't1',
  roles: [
    ['visitor', null],
    ['stranger', stranger],
    ['owner', owner],
    ['requester', requester],
    ['volunteer', volunteer],
  ],
  commands,
  table,
  stateIn,
});

describe('decideTreat: texts and events', () => {
  const ctx = { postId: 't1', now: 1_726_000_999_000 };

  it('asks a visitor to sign in before requesting', () => {
    const d = decideTreat(stateIn('posted'), commands.request as TreatCommand, null, ctx);
    expect(d.ok === false && d.error).toEqual({
      code: 'UNAUTHENTICATED',
      message: 'Please sign in before requesting a book.',
    });
  });

  it('refuses a request on your own treat', () => {
    const d = decideTreat(stateIn('posted'), commands.request as TreatCommand, owner, ctx);
    expect(d.ok === false && d.error.message).toBe("You can't request your own treat.");
  });

  it('tells a late requester someone was first', () => {
    const d = decideTreat(stateIn('requested'), commands.request as TreatCommand, stranger, ctx);
    expect(d.ok === false && d.error).toEqual({ code: 'CONFLICT', message: messages.treat.alreadyRequested });
  });

  // Field rules live once, in the shared schemas the API parses bodies with; the decider gets parsed commands.
  it('needs both the address and the message to request, each with the spec text', () => {
    const d = validate(requestSchema, { shippingAddress: '', requestMessage: ' ' });
    expect(d.ok === false && d.error).toEqual({
      code: 'VALIDATION',
      message: 'Please fill in the required field.',
      fields: {
        shippingAddress: 'Please fill in the required field.',
        requestMessage: 'Please fill in the required field.',
      },
    });
  });

  it('ships with an optional message', () => {
    const d = decideTreat(stateIn('requested'), { type: 'ship', shippedMessage: '' }, owner, ctx);
    expect(d.ok && 'event' in d && d.event.type).toBe('TreatShipped');
  });

  it('refuses a new treat without a title, then without a shipping destination', () => {
    const noTitle = validate(createTreatSchema, { ...input, title: ' ', shippingDestination: '' });
    expect(noTitle.ok === false && noTitle.error.message).toBe('Please enter the title of the book.');
    const noDest = validate(createTreatSchema, { ...input, shippingDestination: '' });
    expect(noDest.ok === false && noDest.error.message).toBe(
      'Please enter the countries you’re able to ship this book to.',
    );
  });

  it('refuses deletion while a request is under way', () => {
    const d = decidePostDeletion('treat', stateIn('shipped'), owner, ctx);
    expect(d.ok === false && d.error).toEqual({
      code: 'CONFLICT',
      message: messages.post.exchangeInProgress,
    });
  });
});

describe('evolveTreat: stored fields per transition (spec section 4)', () => {
  it('records the requester, address and message, then shipping, then the thank-you', () => {
    expect(stateIn('posted')).toMatchObject({
      status: 'posted',
      requested: false,
      closed: false,
      version: 1,
    });
    expect(stateIn('requested')).toMatchObject({
      status: 'requested',
      requested: true,
      requestUID: 'u-req',
      requestDisplayName: 'Rita',
      shippingAddress: '9 Pine Rd',
      requestMessage: 'Please!',
    });
    expect(stateIn('shipped')).toMatchObject({ status: 'shipped', shippedMessage: '' });
    expect(stateIn('closed')).toMatchObject({
      status: 'closed',
      closed: true,
      thankYouNote: 'Loved it',
      thankYouPhotoURL: '/images/t.png',
      version: 4,
    });
  });

  it('reopening a requested treat clears the requester, address and message', () => {
    const { state } = tell('treat', 't1', [
      ...(steps.requested ?? []),
      { actor: volunteer, command: { type: 'reopen', reason: 'Requester unreachable' } },
    ]);
    const t = state as Treat;
    expect(t).toMatchObject({ status: 'posted', requested: false, version: 3 });
    expect(t.requestUID).toBeUndefined();
    expect(t.requestDisplayName).toBeUndefined();
    expect(t.shippingAddress).toBeUndefined();
    expect(t.requestMessage).toBeUndefined();
  });

  it('correcting the address keeps the status and the requester', () => {
    const { state } = tell('treat', 't1', [
      ...(steps.shipped ?? []),
      {
        actor: volunteer,
        command: { type: 'correctAddress', shippingAddress: '10 Pine Rd', reason: 'Typo' },
      },
    ]);
    expect(state).toMatchObject({ status: 'shipped', requestUID: 'u-req', shippingAddress: '10 Pine Rd' });
  });

  it('refuses to evolve a request before the treat exists', () => {
    expect(() =>
      evolveTreat(null, {
        postId: 't',
        seq: 1,
        at: 0,
        actorUid: 'a',
        actorName: 'A',
        type: 'TreatShipped',
        data: { shippedMessage: '' },
      }),
    ).toThrow();
  });

  it('folds the in-person offer to its area, and reads a treat without one as post only', () => {
    const inPerson = tell('treat', 't1', [
      {
        actor: owner,
        command: { type: 'post', input: { ...input, handover: { inPerson: true, area: 'burnaby' } } },
      },
    ]);
    expect(inPerson.events[0]?.data).toMatchObject({ handover: { inPerson: true, area: 'burnaby' } });
    expect(inPerson.state).toMatchObject({ inPersonArea: 'burnaby' });
    expect(inPerson.state).not.toHaveProperty('handover');
    expect(stateIn('posted').inPersonArea).toBeNull();
    // A STATE item stored before the offer existed has no field at all: its view says post only.
    const { inPersonArea: _, ...older } = stateIn('posted');
    expect(toView(older, 'visitor').inPersonArea).toBeNull();
    expect(toView(inPerson.state as Treat, 'visitor').inPersonArea).toBe('burnaby');
    expect(toSummary(inPerson.state as Treat)).toMatchObject({ inPersonArea: 'burnaby' });
  });
});
