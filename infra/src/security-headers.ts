// The Content-Security-Policy of the site: scripts, styles and images from the site itself, API
// calls to the site, Cognito (the SPA signs in directly) and the images bucket (presigned PUTs).
import { createHash } from 'node:crypto';

export interface CspSources {
  region: string;
  /** Regional domain of the images bucket, where presigned PUTs go. */
  imagesBucketDomain: string;
  /** 'sha256-…' sources of the inline scripts the built index.html carries. */
  inlineScriptHashes?: readonly string[];
}

/**
 * The CSP hash of every inline <script> (one without src) in a page, so the built index.html may
 * run its own small boot script and nothing else inline.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    hashes.push(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return hashes;
}

export function contentSecurityPolicy({
  region,
  imagesBucketDomain,
  inlineScriptHashes = [],
}: CspSources): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScriptHashes].join(' '),
    // Radix, vaul and sonner position their layers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // blob: and data: for the local preview of an image before it is uploaded.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    `connect-src 'self' https://cognito-idp.${region}.amazonaws.com https://${imagesBucketDomain}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
