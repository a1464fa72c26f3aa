// The site's security headers (shared/src/web/security-headers.ts) with this side's SHA-256 for the
// inline scripts' CSP hashes: shared/ stays pure, so the hashing lives beside each reader.
import { createHash } from 'node:crypto';
import { inlineScriptHashesWith } from '@bookwish/shared/web/security-headers';

export {
  contentSecurityPolicy,
  FRAME_OPTION,
  HSTS_INCLUDE_SUBDOMAINS,
  HSTS_MAX_AGE_SECONDS,
  REFERRER_POLICY,
  securityHeaders,
} from '@bookwish/shared/web/security-headers';

/** The CSP hash ('sha256-…') of every inline <script> without src in a page. */
export const inlineScriptHashes = (html: string): string[] =>
  inlineScriptHashesWith(html, (text) => createHash('sha256').update(text, 'utf8').digest('base64'));
