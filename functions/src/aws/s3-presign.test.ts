// A link signed without the S3 client must be the very link the client signs: S3 checks the
// signature over the method, host, path, query and signed headers, and s3rver (the local bucket)
// checks none of it, so only this comparison shows a deployed upload or export link would work.
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { describe, expect, it } from 'vitest';
import type { ClientOptions } from '../aws-clients.ts';
import { presignObject } from './s3-presign.ts';

const signingDate = new Date('2026-11-28T20:15:00Z');
const credentials = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};
const limits = {
  maxAttempts: 3,
  retryMode: 'standard' as const,
  requestHandler: { connectionTimeout: 1000, requestTimeout: 1000, throwOnRequestTimeout: true as const },
};
const inAws: ClientOptions = { region: 'ca-central-1', credentials, ...limits };
const onEmulator: ClientOptions = { ...inAws, endpoint: 'http://127.0.0.1:45123' };

// Without WHEN_REQUIRED the client adds checksum parameters no browser upload or download uses (an
// empty body's CRC32 on a PUT, which the real bytes would fail; x-amz-checksum-mode on a GET).
function sdkClient(options: ClientOptions) {
  return new S3Client({
    ...options,
    forcePathStyle: options.endpoint !== undefined,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const bucket = 'bookwish-images-1a2b3c';
const uploadKey = 'uploads/cover/3f6c1e2a-8d4b-4c1e-9a7f-2b5d6e8f9a0b/1796328900000-k3j4.jpg';

describe.each([
  ['in AWS (virtual-hosted bucket)', inAws],
  ['on the emulator (path style)', onEmulator],
])('a presigned link %s', (_where, options) => {
  it("is the S3 client's own link for a photo upload (type and length signed)", async () => {
    for (const [contentType, size] of [
      ['image/jpeg', 1_048_576],
      ['image/webp', 1],
      ['image/png', 9_999_999],
    ] as const) {
      const expected = await getSignedUrl(
        sdkClient(options),
        new PutObjectCommand({
          Bucket: bucket,
          Key: uploadKey,
          ContentType: contentType,
          ContentLength: size,
        }),
        { expiresIn: 300, signableHeaders: new Set(['content-type', 'content-length']), signingDate },
      );
      const ours = await presignObject(
        {
          method: 'PUT',
          operation: 'PutObject',
          bucket,
          key: uploadKey,
          headers: { 'content-type': contentType, 'content-length': String(size) },
          expiresIn: 300,
          signableHeaders: new Set(['content-type', 'content-length']),
          signingDate,
        },
        options,
      );
      expect(ours).toBe(expected);
    }
  });

  it("is the S3 client's own link for a data export, with an accented file name", async () => {
    const key = 'exports/3f6c1e2a-8d4b-4c1e-9a7f-2b5d6e8f9a0b/5b0e1c52-0000-4000-8000-000000000001.zip';
    const fileName = 'bookwish-données-Zoë (2026).zip';
    const expected = await getSignedUrl(
      sdkClient(options),
      new GetObjectCommand({
        Bucket: bucket,
        Key: key,
        ResponseContentType: 'application/zip',
        ResponseContentDisposition: `attachment; filename="${fileName}"`,
        ResponseCacheControl: 'no-store',
      }),
      { expiresIn: 600, signingDate },
    );
    const ours = await presignObject(
      {
        method: 'GET',
        operation: 'GetObject',
        bucket,
        key,
        query: {
          'response-cache-control': 'no-store',
          'response-content-disposition': `attachment; filename="${fileName}"`,
          'response-content-type': 'application/zip',
        },
        expiresIn: 600,
        signingDate,
      },
      options,
    );
    expect(ours).toBe(expected);
  });

  // The image and export functions' own calls (s3-objects.ts) are links signed the same way.
  it("is the S3 client's own link for deleting a photo and for listing a member's folder", async () => {
    const key = 'processed/covers/5b0e1c52-0000-4000-8000-000000000001/640.webp';
    expect(
      await presignObject(
        { method: 'DELETE', operation: 'DeleteObject', bucket, key, expiresIn: 60, signingDate },
        options,
      ),
    ).toBe(
      await getSignedUrl(sdkClient(options), new DeleteObjectCommand({ Bucket: bucket, Key: key }), {
        expiresIn: 60,
        signingDate,
      }),
    );
    for (const token of [undefined, '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=']) {
      const prefix = 'avatars/3f6c1e2a-8d4b-4c1e-9a7f-2b5d6e8f9a0b/';
      const ours = await presignObject(
        {
          method: 'GET',
          operation: 'ListObjectsV2',
          bucket,
          key: '',
          query: { 'list-type': '2', prefix, ...(token ? { 'continuation-token': token } : {}) },
          expiresIn: 60,
          signingDate,
        },
        options,
      );
      const expected = await getSignedUrl(
        sdkClient(options),
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        { expiresIn: 60, signingDate },
      );
      expect(ours).toBe(expected);
    }
  });
});
