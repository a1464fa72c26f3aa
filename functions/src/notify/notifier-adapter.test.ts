// The stream adapter only parses records and hands them to the email use case: what it takes from a
// stream record, and that the store and the AWS SDK reach it only as the ports' adapters.

import { readFileSync } from 'node:fs';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { eventOf } from './notifier-adapter.ts';

const offered = {
  postId: 'p1',
  seq: 2,
  v: 1,
  type: 'OfferMade',
  at: Date.UTC(2026, 10, 1),
  actorUid: 'u-gabriel',
  actorName: 'Gabriel Singh',
  data: {},
};

function record(eventName: 'INSERT' | 'MODIFY', item: Record<string, unknown>): DynamoDBRecord {
  // biome-ignore lint/suspicious/noExplicitAny: the stream's AttributeValue type differs from the SDK's by name only
  return { eventName, dynamodb: { NewImage: marshall(item) as any } };
}

describe('the stream adapter', () => {
  it('takes the event from a new event item, without its keys', () => {
    expect(eventOf(record('INSERT', { pk: 'POST#p1', sk: 'EV#2', entity: 'event', ...offered }))).toEqual(
      offered,
    );
  });

  it('ignores a changed item, an item that is not an event, and a record without an image', () => {
    expect(eventOf(record('MODIFY', { pk: 'POST#p1', sk: 'EV#2', entity: 'event', ...offered }))).toBeNull();
    expect(eventOf(record('INSERT', { pk: 'NOTIFIED#p1', sk: 'EV#2#u', entity: 'notified' }))).toBeNull();
    expect(eventOf({ eventName: 'INSERT' })).toBeNull();
  });

  it('imports the store and AWS only as the ports handed to the use case', () => {
    const source = readFileSync(new URL('./notifier-adapter.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g)];
    const sdk = imports.map(([, , from]) => from).filter((from) => from?.startsWith('@aws-sdk/'));
    // The SDK's only part here turns a stream image into an item.
    expect(sdk).toEqual(['@aws-sdk/util-dynamodb']);
    const adapters = imports.filter(([, , from]) => /^\.\.\/(store|aws)\//.test(from ?? ''));
    expect(adapters.length).toBeGreaterThan(0);
    const wiring = source.slice(
      source.indexOf('function deps()'),
      source.indexOf('/** The event in a stream'),
    );
    for (const [, names = ''] of adapters) {
      for (const name of names
        .split(',')
        .map((n) => n.trim())
        .filter(Boolean)) {
        // Each adapter appears once besides its import, inside the use case's deps: a port, or what
        // a port is made from (the push sender from the VAPID keys).
        expect(source.split(name).length - 1, name).toBe(2);
        expect(wiring, name).toMatch(new RegExp(`\\b${name}\\b`));
      }
    }
  });
});
