// The security headers of the site, defined once: CloudFront's response headers policy (infra/src/
// site.ts) and the local front (functions/src/local/) both read them, so local behaves like AWS.
// The Content-Security-Policy: scripts, styles and images from the site itself, API calls to the
// site, Cognito (the SPA signs in directly) and the images bucket (presigned PUTs).
// Pure: each side hashes inline scripts with its own SHA-256 (security-headers.ts beside it).

export type CspSources = (
  | {
      region: string;
      /** Regional domain of the images bucket, where presigned PUTs go. */
      imagesBucketDomain: string;
    }
  | {
      /** Origins the SPA calls besides itself (locally: the S3 emulator for presigned PUTs). */
      connectSources: readonly string[];
    }
) & {
  /** 'sha256-…' sources of the inline scripts the built index.html carries. */
  inlineScriptHashes?: readonly string[];
};

/** HSTS for a year, subdomains included (sent over HTTPS only: browsers ignore it on http://). */
export const HSTS_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
export const HSTS_INCLUDE_SUBDOMAINS = true;
/** X-Frame-Options (frame-ancestors 'none' in the CSP says the same to newer browsers). */
export const FRAME_OPTION = 'DENY';
export const REFERRER_POLICY = 'strict-origin-when-cross-origin';

/**
 * The headers every response of the site carries, as CloudFront's response headers policy sends
 * them (lower-case names). `https` is false for the local front on http://localhost.
 */
export function securityHeaders(csp: string, { https }: { https: boolean }): Record<string, string> {
  return {
    'content-security-policy': csp,
    ...(https
      ? {
          'strict-transport-security': `max-age=${HSTS_MAX_AGE_SECONDS}${HSTS_INCLUDE_SUBDOMAINS ? '; includeSubDomains' : ''}`,
        }
      : {}),
    'x-content-type-options': 'nosniff',
    'x-frame-options': FRAME_OPTION,
    'referrer-policy': REFERRER_POLICY,
  };
}

/** SHA-256 of a UTF-8 text, base64: node:crypto on each side, passed in so this file stays pure. */
export type Sha256Base64 = (text: string) => string;

/**
 * The CSP hash of every inline <script> (one without src) in a page, so the built index.html may
 * run its own small boot script and nothing else inline.
 */
export function inlineScriptHashesWith(html: string, sha256Base64: Sha256Base64): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attributes = '', body = ''] = match;
    if (/\bsrc\s*=/.test(attributes)) continue;
    hashes.push(`'sha256-${sha256Base64(body)}'`);
  }
  return hashes;
}

export function contentSecurityPolicy(sources: CspSources): string {
  const { inlineScriptHashes = [] } = sources;
  const connect =
    'connectSources' in sources
      ? sources.connectSources
      : [`https://cognito-idp.${sources.region}.amazonaws.com`, `https://${sources.imagesBucketDomain}`];
  return [
    "default-src 'self'",
    // 'wasm-unsafe-eval' lets our own WebAssembly compile (the barcode reader, loaded on a scan's tap);
    // it allows no eval() of JavaScript and no script from anywhere else.
    ["script-src 'self' 'wasm-unsafe-eval'", ...inlineScriptHashes].join(' '),
    // Radix, vaul and sonner position their layers with inline style attributes.
    "style-src 'self' 'unsafe-inline'",
    // blob: and data: for the local preview of an image before it is uploaded.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    ["connect-src 'self'", ...connect].join(' '),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}
