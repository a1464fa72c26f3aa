// The in-memory store keeps the EventStore contract the DynamoDB store keeps (the same suite runs on
// DynamoDB Local in store/dynamo-event-store-contract.test.ts).
import { eventStoreContract } from '../store/event-store-contract.ts';
import { MemoryEventStore } from '../store/memory-event-store.ts';

eventStoreContract('in memory', () => new MemoryEventStore());
