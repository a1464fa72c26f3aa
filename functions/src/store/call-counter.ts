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

export function countStorageCalls(client: DynamoDBDocumentClient): CallCounter {
  let counts: Record<string, number> = {};
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const command = context.commandName ?? 'unknown';
      counts[command] = (counts[command] ?? 0) + 1;
      return next(args);
    },
    { step: 'initialize', name: NAME },
  );
  return {
    counts: () => ({ ...counts }),
    total: () => Object.values(counts).reduce((a, b) => a + b, 0),
    reset: () => {
      counts = {};
    },
    detach: () => {
      client.middlewareStack.remove(NAME);
    },
  };
}
