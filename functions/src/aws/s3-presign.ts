// Presigned object URLs without the S3 client: the SDK's own S3RequestPresigner signs a request we
// describe (what getSignedUrl does after the client has built it), so a function that only hands out
// links (the uploads function) does not load the S3 client, its XML protocol and endpoint rules
// (about 180 KB of every cold start). s3-presign.test.ts holds every URL made here to the one the
// SDK's client makes for the same object, clock and credentials.

import { formatUrl } from '@aws-sdk/core/util';
import { defaultProvider } from '@aws-sdk/credential-provider-node';
import { S3RequestPresigner } from '@aws-sdk/s3-request-presigner';
import { Sha256 } from '@smithy/core/checksum';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@smithy/types';
import { type ClientOptions, clientOptions } from '../aws-clients.ts';
import { recordS3 } from './call-recorder.ts';

export interface ObjectLink {
  method: 'GET' | 'PUT' | 'DELETE';
  bucket: string;
  /** The object's key; '' for a call on the bucket itself (a list). */
  key: string;
  /** The S3 operation's name, as the SDK puts it in the link (x-id). */
  operation: 'GetObject' | 'PutObject' | 'DeleteObject' | 'ListObjectsV2';
  /** Headers the browser must send as they are signed (a PUT's content type and length). */
  headers?: Record<string, string>;
  /** Query parameters S3 answers with (response-content-disposition and the like). */
  query?: Record<string, string>;
  expiresIn: number;
  signableHeaders?: Set<string>;
  /** For tests: the moment the link is signed at. */
  signingDate?: Date;
}

/** Where a bucket's objects are: path style on an emulator (s3rver knows no other), else the
 * bucket's own virtual host, as the SDK's endpoint rules give for a plain bucket name. */
function objectLocation(options: ClientOptions, bucket: string, key: string) {
  const path = key.split('/').map(encodeURIComponent).join('/');
  if (options.endpoint) {
    const url = new URL(options.endpoint);
    return {
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: `${url.pathname.replace(/\/$/, '')}/${bucket}/${path}`,
    };
  }
  return { protocol: 'https:', hostname: `${bucket}.s3.${options.region}.amazonaws.com`, path: `/${path}` };
}

/** One signer per region and key, made once per warm function. */
const signers = new Map<string, S3RequestPresigner>();

function presigner(options: ClientOptions): S3RequestPresigner {
  const id = `${options.region} ${options.credentials?.accessKeyId ?? 'role'}`;
  let signer = signers.get(id);
  if (!signer) {
    // In Lambda the role's keys, from the environment, as the SDK clients take them.
    const credentials: AwsCredentialIdentity | AwsCredentialIdentityProvider =
      options.credentials ?? defaultProvider();
    signer = new S3RequestPresigner({ credentials, region: options.region, sha256: Sha256 });
    signers.set(id, signer);
  }
  return signer;
}

/** A link to one object that works for `expiresIn` seconds, signed with the function's credentials. */
export async function presignObject(link: ObjectLink, options = clientOptions('s3')): Promise<string> {
  // The link's signer needs the operation's permission: the call is recorded as made here.
  recordS3(link.operation, link.bucket, link.key);
  const location = objectLocation(options, link.bucket, link.key);
  const request = {
    method: link.method,
    ...location,
    // The SDK names an object operation in its link (x-id), not a bucket's list.
    query: link.key === '' ? { ...link.query } : { ...link.query, 'x-id': link.operation },
    headers: { ...link.headers },
  };
  const signed = await presigner(options).presign(request, {
    expiresIn: link.expiresIn,
    ...(link.signableHeaders ? { signableHeaders: link.signableHeaders } : {}),
    ...(link.signingDate ? { signingDate: link.signingDate } : {}),
  });
  return formatUrl(signed);
}
