// The notifier function: no route calls it; in AWS the table's stream does (an event source mapping
// filtered to event items, infra/src/notifier.ts), locally the stream reader (local/stream-reader.ts).
export { handler } from '../notify/notifier-adapter.ts';
