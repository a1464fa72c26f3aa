// Counts every DynamoDB call this process sends, whichever client sends it (our document client and
// any library's own low-level client alike), by reading the request on the wire: its X-Amz-Target
// names the operation. For the bench and the tests that count a request's calls. DynamoDB Local
// reports no ConsumedCapacity, so write units are reckoned from what each request writes, by
// DynamoDB's rules: 1 unit per started KB of each item written, twice inside a transaction. An UpdateItem is reckoned from its key and values (the item
// after it may be larger: a lower bound then). A condition check in a transaction costs as a write.

import { NodeHttpHandler } from '@smithy/node-http-handler';

type AttributeMap = Record<string, unknown>;

interface WireRequest {
  headers: Record<string, string>;
  body?: unknown;
}

const KB = 1024;

/** DynamoDB's item size: attribute names plus values (a close estimate from the JSON of both). */
function itemBytes(item: AttributeMap | undefined): number {
  if (!item) return 0;
  let bytes = 0;
  for (const [name, value] of Object.entries(item)) bytes += name.length + valueBytes(value);
  return bytes;
}

function valueBytes(value: unknown): number {
  if (value === null || typeof value !== 'object') return String(value ?? '').length;
  const [type, inner] = Object.entries(value as Record<string, unknown>)[0] ?? ['', ''];
  if (type === 'S' || type === 'B') return String(inner).length;
  if (type === 'N') return Math.ceil(String(inner).length / 2) + 1;
  if (type === 'BOOL' || type === 'NULL') return 1;
  if (type === 'M') return 3 + itemBytes(inner as AttributeMap);
  if (type === 'L') return 3 + (inner as unknown[]).reduce<number>((a, v) => a + 1 + valueBytes(v), 0);
  return JSON.stringify(inner).length;
}

const units = (bytes: number) => Math.max(1, Math.ceil(bytes / KB));

function updateBytes(update: { Key?: AttributeMap; ExpressionAttributeValues?: AttributeMap }): number {
  return itemBytes(update.Key) + itemBytes(update.ExpressionAttributeValues);
}

/** Write units of one request body, by operation. */
export function writeUnitsOf(operation: string, input: Record<string, unknown>): number {
  switch (operation) {
    case 'PutItem':
      return units(itemBytes(input.Item as AttributeMap));
    case 'UpdateItem':
      return units(updateBytes(input));
    case 'DeleteItem':
      return units(itemBytes(input.Key as AttributeMap));
    case 'BatchWriteItem': {
      let total = 0;
      for (const requests of Object.values((input.RequestItems ?? {}) as Record<string, AttributeMap[]>)) {
        for (const r of requests) {
          const put = r.PutRequest as { Item?: AttributeMap } | undefined;
          const del = r.DeleteRequest as { Key?: AttributeMap } | undefined;
          total += units(itemBytes(put?.Item ?? del?.Key));
        }
      }
      return total;
    }
    case 'TransactWriteItems': {
      let total = 0;
      for (const item of (input.TransactItems ?? []) as Record<string, Record<string, unknown>>[]) {
        if (item.Put) total += 2 * units(itemBytes(item.Put.Item as AttributeMap));
        if (item.Update) total += 2 * units(updateBytes(item.Update));
        if (item.Delete) total += 2 * units(itemBytes(item.Delete.Key as AttributeMap));
        if (item.ConditionCheck) total += 2 * units(itemBytes(item.ConditionCheck.Key as AttributeMap));
      }
      return total;
    }
    default:
      return 0;
  }
}

export interface WireCounter {
  reset(): void;
  /** Calls and reckoned write units since the last reset, by operation. */
  seen(): { calls: Record<string, number>; writeUnits: number; unitsBy: Record<string, number> };
  detach(): void;
}

/** Starts counting; detach() puts the handler back. */
export function countDynamoOnTheWire(): WireCounter {
  const proto = NodeHttpHandler.prototype as unknown as {
    handle: (request: WireRequest, options?: unknown) => Promise<unknown>;
  };
  const original = proto.handle;
  let calls: Record<string, number> = {};
  let writeUnits = 0;
  let unitsBy: Record<string, number> = {};
  proto.handle = function (this: unknown, request: WireRequest, options?: unknown) {
    const target = request.headers?.['x-amz-target'] ?? request.headers?.['X-Amz-Target'];
    if (target?.startsWith('DynamoDB_')) {
      const operation = target.slice(target.indexOf('.') + 1);
      calls[operation] = (calls[operation] ?? 0) + 1;
      const body = request.body;
      const text =
        typeof body === 'string' ? body : body instanceof Uint8Array ? new TextDecoder().decode(body) : null;
      if (text !== null) {
        try {
          const written = writeUnitsOf(operation, JSON.parse(text));
          writeUnits += written;
          if (written > 0) unitsBy[operation] = (unitsBy[operation] ?? 0) + written;
        } catch {
          // A body we cannot read adds no units.
        }
      }
    }
    return original.call(this, request, options);
  };
  return {
    reset() {
      calls = {};
      writeUnits = 0;
      unitsBy = {};
    },
    seen: () => ({ calls: { ...calls }, writeUnits, unitsBy: { ...unitsBy } }),
    detach() {
      proto.handle = original;
    },
  };
}

/** "1 GetItem + 1 TransactWriteItems", in the order first seen. */
export const describeCalls = (calls: Record<string, number>) =>
  Object.entries(calls)
    .map(([name, n]) => `${n} ${name}`)
    .join(' + ') || '0 DynamoDB';
