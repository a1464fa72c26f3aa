// The search indexer: no route calls it; in AWS the table's stream does (an event source mapping
// filtered to post STATE items, infra/src/search-indexer.ts), locally the stream reader (local/stack.ts).
export { handler } from '../search/search-indexer-adapter.ts';
