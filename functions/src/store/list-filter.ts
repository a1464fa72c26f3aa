// The explore pages' filters on the lists, one Query a page: Open only reads the sparse
// byOpen index (only posts with status Posted are in it); book type, destination and the in-person
// area are a FilterExpression over what every listed STATE item carries: its `types`, its
// destination's folded words, and a treat's `inPersonArea`. Item shapes and expressions only; paging.ts runs the Query.

import { destinationWords } from '@bookwish/shared/domain/search';
import type { Post, PostKind } from '@bookwish/shared/domain/types';
import { tableSchema } from '@bookwish/shared/storage/table-schema';
import type { ListFilter } from '../app/ports.ts';

const { byKind, byOpen } = tableSchema.indexes;

/** The destination's words as the filter compares them (shared/domain/search.ts destinationWords). */
export const DESTINATION_WORDS = 'destinationWords';

/** Attributes only the store reads: never part of a post. */
export const FILTER_ATTRIBUTES = [DESTINATION_WORDS, byOpen.partitionKey] as const;

export const openPk = (kind: PostKind) => `OPEN#${kind}`;

const destinationOf = (post: Post) =>
  post.kind === 'wishlist' ? post.destination : post.shippingDestination;

/** What a listed STATE item carries for the filters, written with every state (a put replaces the
 * item, so a post that is offered or requested leaves byOpen in the same write). A removed post is
 * in no list and carries none. */
export function filterAttributes(post: Post): Record<string, unknown> {
  if (post.removed) return {};
  const attributes: Record<string, unknown> = { [DESTINATION_WORDS]: destinationWords(destinationOf(post)) };
  if (post.status === 'posted') attributes[byOpen.partitionKey] = openPk(post.kind);
  return attributes;
}

/** What the one Query of a filtered page reads: an index partition, and what DynamoDB keeps of it. */
export interface ListPlan {
  index: typeof byKind | typeof byOpen;
  partition: string;
  where?: { expression: string; names: Record<string, string>; values: Record<string, unknown> };
}

export function listPlan(kind: PostKind, filter: ListFilter = {}): ListPlan {
  const plan: ListPlan = filter.open
    ? { index: byOpen, partition: openPk(kind) }
    : { index: byKind, partition: `KIND#${kind}` };
  const terms: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  if (filter.type) {
    // `types` is a list: contains() is true when one element equals the type.
    terms.push('contains(#types, :type)');
    names['#types'] = 'types';
    values[':type'] = filter.type;
  }
  // Every word asked for, in any order, each a whole word of the destination (as search compares).
  const words = destinationWords(filter.destination ?? '');
  words.forEach((word, i) => {
    terms.push(`contains(#destinationWords, :word${i})`);
    values[`:word${i}`] = word;
  });
  if (words.length > 0) names['#destinationWords'] = DESTINATION_WORDS;
  // In person: the treat's area (a STATE stored before it has none: post only).
  if (filter.area) {
    terms.push('#inPersonArea = :area');
    values[':area'] = filter.area;
  } else if (filter.inPerson) {
    terms.push('attribute_type(#inPersonArea, :string)');
    values[':string'] = 'S';
  }
  if (filter.area || filter.inPerson) names['#inPersonArea'] = 'inPersonArea';
  if (terms.length > 0) plan.where = { expression: terms.join(' AND '), names, values };
  return plan;
}
