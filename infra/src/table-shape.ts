// The single table's keys and GSIs, adapted from the store's own definition
// (shared/src/storage/table-schema.ts), so the table CDK declares and the one the local stack
// creates cannot drift apart: every key is a string attribute there.
import { tableSchema } from '@bookwish/shared/storage/table-schema';

export type KeyType = 'S' | 'N';

export interface KeyAttribute {
  name: string;
  type: KeyType;
}

export interface IndexShape {
  indexName: string;
  partitionKey: KeyAttribute;
  sortKey?: KeyAttribute;
}

export interface TableShape {
  partitionKey: KeyAttribute;
  sortKey: KeyAttribute;
  globalSecondaryIndexes: readonly IndexShape[];
}

const text = (name: string): KeyAttribute => ({ name, type: 'S' });

export const tableShape: TableShape = {
  partitionKey: text(tableSchema.partitionKey),
  sortKey: text(tableSchema.sortKey),
  globalSecondaryIndexes: Object.values(tableSchema.indexes).map((index) => ({
    indexName: index.name,
    partitionKey: text(index.partitionKey),
    sortKey: text(index.sortKey),
  })),
};
