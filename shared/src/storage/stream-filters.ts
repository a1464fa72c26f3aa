// The table stream's consumers' filters, as data in Lambda's event-filtering syntax (the one
// EventBridge patterns use), and what a pattern matches. The CDK stack's event source mappings carry
// these patterns (infra/src/notifier.ts, search-indexer.ts) and the local stream reader hands a
// consumer only the records they match, so what a consumer gets locally is what it gets in AWS;
// functions/src/local/template-twins.test.ts fails when the synthesized template's differ.

import { EVENT_KEY_PREFIXES, postPk, STATE_SK, tableSchema } from './table-schema.ts';

/** A filter pattern: each field the record must have, and the values it may hold there. */
export type StreamFilter = { readonly [key: string]: StreamFilter | readonly Matcher[] };
type Matcher = string | number | boolean | null | { readonly [operator: string]: unknown };

/** The notifier's: new event items only (`POST#<id>` / `EV#<seq>`, entity "event"). */
export const EVENT_ITEM_FILTER: StreamFilter = {
  eventName: ['INSERT'],
  dynamodb: {
    Keys: {
      [tableSchema.partitionKey]: { S: [{ prefix: EVENT_KEY_PREFIXES.pk }] },
      [tableSchema.sortKey]: { S: [{ prefix: EVENT_KEY_PREFIXES.sk }] },
    },
    NewImage: { entity: { S: ['event'] } },
  },
};

/** The search indexer's: a post's STATE item inserted or modified (its projection, or the tombstone a
 * deletion leaves). A REMOVE carries no new image and changes nothing in the index. */
export const STATE_ITEM_FILTER: StreamFilter = {
  eventName: ['INSERT', 'MODIFY'],
  dynamodb: {
    Keys: {
      [tableSchema.partitionKey]: { S: [{ prefix: postPk('') }] },
      [tableSchema.sortKey]: { S: [STATE_SK] },
    },
  },
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One value against one of a field's matchers. Only the operators Lambda documents for DynamoDB
 * filters that these patterns may use; another throws rather than match wrongly. */
function matchesOne(matcher: Matcher, value: unknown, present: boolean): boolean {
  if (!isRecord(matcher)) return present && value === matcher;
  const [operator, operand] = Object.entries(matcher)[0] ?? [];
  switch (operator) {
    case 'prefix':
      return present && typeof value === 'string' && value.startsWith(String(operand));
    case 'suffix':
      return present && typeof value === 'string' && value.endsWith(String(operand));
    case 'exists':
      return present === operand;
    case 'anything-but':
      return present && !(Array.isArray(operand) ? operand : [operand]).includes(value);
    default:
      throw new Error(`The filter operator ${String(operator)} is not one the local stream reader knows`);
  }
}

/** Whether a record (as Lambda delivers it) matches the pattern: every field the pattern names
 * matches one of its matchers; a nested object pattern matches the record's object there. */
export function matchesFilter(pattern: StreamFilter, record: unknown): boolean {
  if (!isRecord(record)) return false;
  return Object.entries(pattern).every(([key, expected]) => {
    const present = key in record && record[key] !== undefined;
    const value = record[key];
    if (Array.isArray(expected)) {
      const values = Array.isArray(value) ? value : [value];
      return values.some((one) => expected.some((matcher) => matchesOne(matcher, one, present)));
    }
    return present && matchesFilter(expected as StreamFilter, value);
  });
}
