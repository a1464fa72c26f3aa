// s3rver 3.7.1 ships no types: the small part we use.
declare module 's3rver' {
  import type { Server } from 'node:http';

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs: (string | Buffer)[] }[];
  }

  /** What a PUT hands the store (s3rver's lib/models/object.js). */
  interface S3rverObject {
    bucket: string;
    key: string;
    metadata: Record<string, string>;
    content: Buffer | NodeJS.ReadableStream;
  }

  /** A Koa middleware (s3rver is a Koa application). */
  type Middleware = (
    ctx: { method: string; headers: Record<string, string | string[] | undefined>; querystring: string },
    next: () => Promise<void>,
  ) => Promise<void>;

  export default class S3rver {
    constructor(options: S3rverOptions);
    /** Koa's middleware list, composed when the server starts listening. */
    middleware: Middleware[];
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
    /** The filesystem store (s3rver's lib/stores/filesystem.js). */
    store: {
      deleteObject(bucket: string, key: string): Promise<void>;
      getResourcePath(bucket: string, key: string, resource: string): string;
      putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
      putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
      getObject(bucket: string, key: string, options?: { start?: number; end?: number }): Promise<unknown>;
      /** The object's metadata with its `etag` (quoted MD5); throws when there is no such object. */
      getMetadata(bucket: string, key: string): Promise<{ etag: string }>;
    };
  }
}

// s3rver's error type: thrown from the store, it becomes S3's XML error answer with its code's status.
declare module 's3rver/lib/models/error.js' {
  export default class S3Error extends Error {
    constructor(code: string, message?: string, detail?: Record<string, string>);
  }
}
