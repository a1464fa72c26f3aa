// Reads a member's own partition, `MEMBER#<uid>`, every page of it (a member with many joined posts or
// sent messages has more than one): the records whose sort key starts with a prefix, or all of them.

import { partitionItems } from './table.ts';

type Item = Record<string, unknown>;

export const memberPk = (uid: string) => `MEMBER#${uid}`;

/** Every item of the member's partition under `prefix` (the whole partition without one), consistent,
 * with only `projection`'s attributes when given. */
export async function memberItems(
  uid: string,
  { prefix, projection }: { prefix?: string; projection?: string } = {},
): Promise<Item[]> {
  return partitionItems(memberPk(uid), {
    ...(prefix ? { prefix } : {}),
    ...(projection ? { projection: { expression: projection } } : {}),
    consistent: true,
  });
}
