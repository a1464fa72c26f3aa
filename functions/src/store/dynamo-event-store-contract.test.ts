// The DynamoDB store keeps the EventStore contract, on DynamoDB Local (the same suite runs on the
// in-memory store in app/memory-event-store-contract.test.ts).

import { dynamoEventStore } from './event-store.ts';
import { eventStoreContract } from './event-store-contract.ts';

eventStoreContract('DynamoDB', () => dynamoEventStore);
