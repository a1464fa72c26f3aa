// Counts storage calls per DynamoDB command (GetItemCommand, QueryCommand, TransactWriteItemsCommand...): the
// bench uses it to show how many DynamoDB round trips each API call costs.

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface CallCounter {
  /** Calls seen since the last reset, by command name. */
  counts(): Record<string, number>;
  total(): number;
  reset(): void;
  detach(): void;
}

const NAME = 'bookwishCallCounter';

/** Calls by name, counted by `add`, and how the counter lets go of what it watches. */
export function tally(detach: () => void): CallCounter & { add(name: string): void } {
  let counts: Record<string, number> = {};
  return {
    add: (name) => {
      counts[name] = (counts[name] ?? 0) + 1;
    },
    counts: () => ({ ...counts }),
    total: () => Object.values(counts).reduce((a, b) => a + b, 0),
    reset: () => {
      counts = {};
    },
    detach,
  };
}

export function countStorageCalls(client: DynamoDBDocumentClient): CallCounter {
  const counter = tally(() => client.middlewareStack.remove(NAME));
  client.middlewareStack.add(
    (next, context) => async (args) => {
      counter.add(context.commandName ?? 'unknown');
      return next(args);
    },
    { step: 'initialize', name: NAME },
  );
  return counter;
}
