// The security headers of every answer: the same definition as CloudFront's response headers policy,
// set by the front itself (CloudFront's override: true), so local behaves like AWS.

import { existsSync, readFileSync, statSync } from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from '../../http/security-headers.ts';

// The names of the headers of the shared definition, HSTS included (never sent on http).
const SECURITY_HEADER_NAMES = new Set([
  ...Object.keys(securityHeaders('', { https: true })),
  'x-xss-protection',
]);

/** Upstream headers without the security headers the front sets itself (CloudFront's override: true). */
export function withoutSecurityHeaders(headers: http.IncomingHttpHeaders | Record<string, unknown>) {
  const kept: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (SECURITY_HEADER_NAMES.has(name.toLowerCase()) || value === undefined) continue;
    kept[name] = Array.isArray(value) ? value.map(String) : String(value);
  }
  return kept;
}

/**
 * The same headers CloudFront's response headers policy adds, from the same definition. The CSP
 * allows the built index.html's inline boot script by hash (read once per build, as synth does)
 * and, instead of Cognito's and the bucket's AWS domains, the S3 emulator for presigned PUTs;
 * Cognito is reached through this origin. No HSTS: this front is plain http on localhost.
 */
export function localSecurityHeaders(webDist: string, s3Endpoint: string): () => Record<string, string> {
  let cached: { mtimeMs: number; headers: Record<string, string> } | undefined;
  return () => {
    const index = path.join(webDist, 'index.html');
    const mtimeMs = existsSync(index) ? statSync(index).mtimeMs : 0;
    if (cached?.mtimeMs !== mtimeMs) {
      const hashes = mtimeMs ? inlineScriptHashes(readFileSync(index, 'utf8')) : [];
      const csp = contentSecurityPolicy({
        connectSources: URL.canParse(s3Endpoint) ? [new URL(s3Endpoint).origin] : [],
        inlineScriptHashes: hashes,
      });
      cached = { mtimeMs, headers: securityHeaders(csp, { https: false }) };
    }
    return cached.headers;
  };
}
