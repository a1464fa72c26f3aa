// Link checks with no schema library behind them: the stored-event check (stored-events.ts) reads them
// in every function that reads a post, and the create bodies' parser (post-bodies.ts) in the create
// functions, so they must not bring zod along (schemas/fields.ts re-exports).

/** Only http(s) links are stored: a javascript: or data: link must never reach a member's click. */
export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

/** An image address as stored on a post: '' (the default image), our own /images/ path, or an http(s)
 * URL. Never a javascript: or data: address, whatever a handler or seed passes in. */
export function isStoredImageURL(url: string): boolean {
  return url === '' || (/^\/images\/[A-Za-z0-9._/-]+$/.test(url) && !url.includes('..')) || isHttpUrl(url);
}

/** A purchase link: members often paste "www.shop.ca/..."; we add https:// rather than refuse it. */
export function normaliseLink(value: string): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^[a-z][a-z0-9+.-]*:/i.test(trimmed)) return trimmed;
  return `https://${trimmed}`;
}

/** user:password@ in a link: someone's login shown to every reader, or a host disguised
 * (https://shop.ca@evil.example/). */
export function hasLogin(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== '' || url.password !== '';
  } catch {
    return false;
  }
}
