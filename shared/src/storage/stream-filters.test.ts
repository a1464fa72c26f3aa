import { describe, expect, it } from 'vitest';
import { EVENT_ITEM_FILTER, matchesFilter, STATE_ITEM_FILTER } from './stream-filters.ts';
import { eventSk, postPk } from './table-schema.ts';

/** A stream record as Lambda delivers it: its keys and new image in DynamoDB JSON. */
const record = (eventName: string, pk: string, sk: string, image: Record<string, unknown> = {}) => ({
  eventName,
  dynamodb: {
    Keys: { pk: { S: pk }, sk: { S: sk } },
    NewImage: { pk: { S: pk }, sk: { S: sk }, ...image },
  },
});

describe('the stream consumers’ filters', () => {
  it('hand the notifier new event items and nothing else', () => {
    const event = record('INSERT', postPk('p1'), eventSk(1), { entity: { S: 'event' } });
    expect(matchesFilter(EVENT_ITEM_FILTER, event)).toBe(true);
    expect(matchesFilter(EVENT_ITEM_FILTER, { ...event, eventName: 'MODIFY' })).toBe(false);
    expect(
      matchesFilter(EVENT_ITEM_FILTER, record('INSERT', postPk('p1'), 'STATE', { entity: { S: 'post' } })),
    ).toBe(false);
    // An event-shaped item outside a post's stream (a member's record) is not a post's event.
    expect(
      matchesFilter(EVENT_ITEM_FILTER, record('INSERT', 'MEMBER#u1', eventSk(1), { entity: { S: 'event' } })),
    ).toBe(false);
  });

  it('hand the search indexer each written STATE of a post, never a removal or another item', () => {
    expect(matchesFilter(STATE_ITEM_FILTER, record('INSERT', postPk('p1'), 'STATE'))).toBe(true);
    expect(matchesFilter(STATE_ITEM_FILTER, record('MODIFY', postPk('p1'), 'STATE'))).toBe(true);
    expect(
      matchesFilter(STATE_ITEM_FILTER, {
        eventName: 'REMOVE',
        dynamodb: { Keys: { pk: { S: postPk('p1') }, sk: { S: 'STATE' } } },
      }),
    ).toBe(false);
    expect(matchesFilter(STATE_ITEM_FILTER, record('MODIFY', 'MEMBER#u1', 'STATE'))).toBe(false);
    expect(matchesFilter(STATE_ITEM_FILTER, record('INSERT', postPk('p1'), eventSk(2)))).toBe(false);
  });

  it('refuses an operator it does not know rather than match wrongly', () => {
    expect(() => matchesFilter({ eventName: [{ numeric: ['>', 1] }] }, { eventName: 'INSERT' })).toThrow(
      /numeric/,
    );
  });
});
