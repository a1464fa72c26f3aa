// /images/*: the images bucket (s3rver), as CloudFront with OAC serves it: processed variants only.

import type { IncomingMessage, ServerResponse } from 'node:http';
import { commonMessages } from '@bookwish/shared/domain/messages';
import { servedImageType } from '../../images/served-image.ts';
import type { FrontOptions } from '../front.ts';
import { withoutSecurityHeaders } from './headers.ts';
import { apiError, proxy, sendJson } from './http.ts';

/** What the bucket may serve under /images/: an uploaded image, with its image type, and nothing else. */
export function serveImage(
  req: IncomingMessage,
  res: ServerResponse,
  key: string,
  options: Pick<FrontOptions, 's3Endpoint' | 'imagesBucket'>,
): void {
  const notFound = () => sendJson(res, 404, apiError('NOT_FOUND', commonMessages.routeNotFound));
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    sendJson(res, 405, apiError('NOT_FOUND', commonMessages.routeNotFound));
    return;
  }
  // No listing: the bucket root (or any "folder") is not a picture. CloudFront with OAC answers the same.
  // Processed variants only, never an upload, typed by their name.
  const servedType = servedImageType(key);
  if (key === '' || key.endsWith('/') || !servedType) {
    notFound();
    return;
  }
  proxy(
    req,
    res,
    `${options.s3Endpoint}/${options.imagesBucket}/${key}`,
    ['range', 'if-none-match', 'if-modified-since'],
    (answer) => {
      const status = answer.statusCode ?? 502;
      const type = String(answer.headers['content-type'] ?? '')
        // A browser that sent the header twice stores "image/jpeg, image/jpeg": the first one counts.
        .split(/[;,]/)[0]
        ?.trim()
        .toLowerCase();
      if (status === 304) {
        res.writeHead(304, withoutSecurityHeaders(answer.headers));
        res.end();
        answer.resume();
        return;
      }
      // Errors (XML from the emulator) and anything stored with a non-image type become a plain 404.
      if (status >= 300 || !(type ?? '').startsWith('image/')) {
        answer.resume();
        notFound();
        return;
      }
      const headers = withoutSecurityHeaders(answer.headers);
      headers['content-type'] = servedType;
      res.writeHead(status, headers);
      answer.pipe(res);
    },
  );
}
