// The Content-Security-Policy of the site: scripts, styles and images from the site itself, API
// calls to the site, Cognito (the SPA signs in directly) and the images bucket (presigned PUTs).
export interface CspSources {
  region: string;
  /** Regional domain of the images bucket, where presigned PUTs go. */
  imagesBucketDomain: string;
}

export function contentSecurityPolicy({ region, imagesBucketDomain }: CspSources): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
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
