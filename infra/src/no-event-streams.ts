// Bundled in place of @smithy/core/event-streams (esbuild alias, handler-build.ts) in the functions
// where nothing imports it at load: there the SDK reaches it only through a dynamic import made for an
// operation with an event-stream member, and none of their clients (DynamoDB, Cognito, Secrets Manager,
// SES) has one. The codec is about 15 KB per bundle. Same exports as the submodule's entry points used.
const missing = (): never => {
  throw new Error('This function was bundled without the AWS SDK event-stream codec (handler-build.ts).');
};

export const eventStreamSerdeProvider = missing;
export const resolveEventStreamSerdeConfig = missing;

export class EventStreamSerde {
  constructor() {
    missing();
  }
}
