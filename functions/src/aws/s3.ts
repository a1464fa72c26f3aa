// The S3 client, created once per Lambda container. Locally it talks to s3rver, which only
// understands path-style URLs (http://host:port/bucket/key).

import { S3Client } from '@aws-sdk/client-s3';
import { clientOptions, withoutSdkLogging } from '../aws-clients.ts';
import { recordCalls } from './call-recorder.ts';

let client: S3Client | undefined;

export function s3(): S3Client {
  if (!client) {
    const options = clientOptions('s3');
    client = recordCalls(
      's3',
      withoutSdkLogging(new S3Client({ ...options, forcePathStyle: options.endpoint !== undefined })),
    );
  }
  return client;
}

export function resetS3(): void {
  client?.destroy();
  client = undefined;
}
