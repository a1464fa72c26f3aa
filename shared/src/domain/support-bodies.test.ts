import { describe, expect, it } from 'vitest';
import { BLANK_TEXTS, fieldVariations, holdsTo, ODD_VALUES } from './body-parity.ts';
import { MAX_LENGTH } from './constants.ts';
import { supportActionSchema, suspendMemberSchema } from './schemas/support.ts';
import { parseSupportAction, parseSuspendMember } from './support-bodies.ts';

/** A good body of each action, the starting point of every variation. */
const good: Record<string, Record<string, unknown>> = {
  reopen: { type: 'reopen', reason: 'Opened by mistake', expectedVersion: 3 },
  correctAddress: {
    type: 'correctAddress',
    shippingAddress: '12 Main St\nToronto ON',
    reason: 'Member wrote to us',
    expectedVersion: 0,
  },
  remove: { type: 'remove', reason: 'Spam' },
  dismissReports: { type: 'dismissReports', reason: 'Nothing wrong here', expectedVersion: 12 },
  restoreFootprint: { type: 'restoreFootprint', reason: 'Suspension lifted', expectedVersion: 7 },
  suspend: { reason: 'Asked members for money' },
};

/** Every field either body reads, and one none does: each is set to every value below in every body. */
const fieldNames = ['type', 'reason', 'shippingAddress', 'expectedVersion', 'unknownField'];

const values: unknown[] = [
  ...BLANK_TEXTS,
  ...ODD_VALUES,
  'Hello',
  '  12 Main St, Toronto  ',
  'x'.repeat(MAX_LENGTH.reason),
  ` ${'x'.repeat(MAX_LENGTH.reason)}  `,
  'x'.repeat(MAX_LENGTH.reason + 1),
  ` ${'x'.repeat(MAX_LENGTH.address)}  `,
  'x'.repeat(MAX_LENGTH.address + 1),
  ` ${'\u200b'.repeat(MAX_LENGTH.reason + 1)} `,
  ' '.repeat(MAX_LENGTH.reason + 5),
  ['reopen'],
  { type: 'reopen' },
  'reopen',
  'correctAddress',
  'remove',
  'dismissReports',
  'restoreFootprint',
  'Reopen',
  'REMOVE',
  ' remove ',
  'close',
  'suspend',
  'endForSuspension',
  'constructor',
  '__proto__',
  'toString',
];

const actions = ['reopen', 'correctAddress', 'remove', 'dismissReports', 'restoreFootprint'];

/** Bodies that are not an object, or objects of an odd kind. */
const oddBodies: unknown[] = [
  undefined,
  null,
  '',
  'reopen',
  3,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  [good.reopen],
  new Date(0),
  new Map([['type', 'reopen']]),
  Object.create(null),
  Object.assign(Object.create(null), good.reopen),
  Object.create(good.reopen as object),
  Object.create(good.suspend as object),
  JSON.parse('{"type":"reopen","reason":"x","__proto__":{"expectedVersion":-1}}'),
];

function bodiesOf(base: Record<string, unknown>): unknown[] {
  const bodies = [...fieldVariations(base, fieldNames, values), ...oddBodies];
  // Another action's fields on this body: the action's own fields are read, the rest dropped.
  for (const type of actions) bodies.push({ ...good.correctAddress, ...base, type });
  // Several wrong fields at once: every field keeps its first message, the first is the message.
  for (const value of [42, ' ', '', null, 'x'.repeat(MAX_LENGTH.address + 1), '\u200b']) {
    bodies.push({ ...base, reason: value, shippingAddress: value, expectedVersion: -1 });
    bodies.push({ ...base, reason: value, shippingAddress: value, expectedVersion: 1.5 });
    bodies.push({ ...base, shippingAddress: value, expectedVersion: value });
    bodies.push(
      Object.fromEntries(fieldNames.filter((name) => name !== 'type').map((name) => [name, value])),
    );
  }
  return bodies;
}

describe('support bodies parsed without zod', () => {
  it.each(actions)('%s: the same body, or the same error and fields, as supportActionSchema', (action) => {
    const bodies = bodiesOf(good[action] ?? {});
    expect(bodies.length).toBeGreaterThan(250);
    const { accepted, refused } = holdsTo(supportActionSchema, parseSupportAction, bodies);
    // Both answers are exercised for every action.
    expect(accepted).toBeGreaterThan(20);
    expect(refused).toBeGreaterThan(50);
  });

  it('suspend: the same body, or the same error and fields, as suspendMemberSchema', () => {
    const bodies = [
      ...bodiesOf(good.suspend ?? {}),
      ...actions.flatMap((action) => bodiesOf(good[action] ?? {})),
    ];
    const { accepted, refused } = holdsTo(suspendMemberSchema, parseSuspendMember, bodies);
    expect(accepted).toBeGreaterThan(100);
    expect(refused).toBeGreaterThan(100);
  });

  it('reads a good body as the command needs it, and names the one wrong field', () => {
    expect(parseSupportAction({ ...good.correctAddress, extra: 1 })).toStrictEqual({
      ok: true,
      data: {
        type: 'correctAddress',
        shippingAddress: '12 Main St\nToronto ON',
        reason: 'Member wrote to us',
        expectedVersion: 0,
      },
    });
    expect(parseSupportAction({ type: 'remove', reason: '  ' })).toMatchObject({
      ok: false,
      error: { code: 'VALIDATION', fields: { reason: 'Please give a reason for this action.' } },
    });
    expect(parseSuspendMember({ reason: ' Spam ' })).toStrictEqual({ ok: true, data: { reason: 'Spam' } });
  });
});
