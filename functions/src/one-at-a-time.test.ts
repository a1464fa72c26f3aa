import { describe, expect, it } from 'vitest';
import { oneAtATimePerKey } from './one-at-a-time.ts';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('one at a time per key', () => {
  it("runs one key's work one after the other, in the order it came, other keys' alongside", async () => {
    const inOrder = oneAtATimePerKey();
    const log: string[] = [];
    const step = (name: string, waits: number) => async () => {
      log.push(`${name} start`);
      for (let i = 0; i < waits; i++) await tick();
      log.push(`${name} end`);
      return name;
    };
    const results = await Promise.all([
      inOrder('a', step('a1', 3)),
      inOrder('a', step('a2', 0)),
      inOrder('b', step('b1', 1)),
    ]);
    expect(results).toEqual(['a1', 'a2', 'b1']);
    // b1 started before a1 ended; a2 only after a1 ended.
    expect(log.indexOf('b1 start')).toBeLessThan(log.indexOf('a1 end'));
    expect(log.indexOf('a2 start')).toBeGreaterThan(log.indexOf('a1 end'));
  });

  it("a failure does not hold back the key's next work, and still fails its own caller", async () => {
    const inOrder = oneAtATimePerKey();
    const first = inOrder('a', async () => {
      await tick();
      throw new Error('email bounced');
    });
    const second = inOrder('a', async () => 'sent');
    await expect(first).rejects.toThrow('email bounced');
    await expect(second).resolves.toBe('sent');
  });
});
