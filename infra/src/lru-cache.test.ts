// The Map-based LRU cache bundled for mnemonist's answers as mnemonist itself gives them, over random
// runs of the calls the DynamoDB client's endpoint cache makes: what is kept, what a read returns, and
// which entry goes first once the cache is full.
import fc from 'fast-check';
import MnemonistLRU from 'mnemonist/lru-cache';
import { describe, expect, it } from 'vitest';
import LRUCache from './lru-cache.ts';

const KEYS = ['a', 'b', 'c', 'd', 'e', 'f'];

const call = fc.oneof(
  fc.record({ op: fc.constant('set' as const), key: fc.constantFrom(...KEYS), value: fc.integer() }),
  fc.record({
    op: fc.constantFrom('get' as const, 'peek' as const, 'has' as const),
    key: fc.constantFrom(...KEYS),
  }),
  fc.record({ op: fc.constant('clear' as const) }),
);

describe('the LRU cache bundled in place of mnemonist', () => {
  it('answers every call as mnemonist does, and keeps the same entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(call, { maxLength: 60 }), (capacity, calls) => {
        const ours = new LRUCache<string, number>(capacity);
        const theirs = new MnemonistLRU<string, number>(capacity);
        for (const step of calls) {
          if (step.op === 'set') {
            ours.set(step.key, step.value);
            theirs.set(step.key, step.value);
          } else if (step.op === 'clear') {
            ours.clear();
            theirs.clear();
          } else {
            expect(ours[step.op](step.key)).toEqual(theirs[step.op](step.key));
          }
          expect(ours.size).toBe(theirs.size);
          for (const key of KEYS) expect(ours.peek(key)).toEqual(theirs.peek(key));
        }
      }),
      { numRuns: 300 },
    );
  });

  it('drops the least recently read entry first once full', () => {
    const cache = new LRUCache<string, number>(2);
    cache.set('a', 1).set('b', 2);
    cache.get('a');
    cache.set('c', 3);
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });
});
