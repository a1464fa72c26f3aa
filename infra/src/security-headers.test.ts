// The CSP lets the built page run its own inline boot script, found by hash, and nothing else inline.
import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers.ts';

describe('inline script hashes', () => {
  it('hashes each inline script body the way browsers check it, and skips scripts loaded by src', () => {
    const html = `<head><script>alert('Hello, world.');</script>
      <script type="module" crossorigin src="/assets/index-abc.js"></script></head>`;
    // The value MDN's CSP page gives for this exact script.
    expect(inlineScriptHashes(html)).toEqual(["'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='"]);
  });

  it('allows those hashes in script-src and no inline script otherwise', () => {
    const csp = contentSecurityPolicy({
      region: 'ca-central-1',
      imagesBucketDomain: 'images.s3.ca-central-1.amazonaws.com',
      inlineScriptHashes: ["'sha256-abc='"],
    });
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval' 'sha256-abc='");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain(
      "connect-src 'self' https://cognito-idp.ca-central-1.amazonaws.com https://images.s3.ca-central-1.amazonaws.com",
    );
  });
});
