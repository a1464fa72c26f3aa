// Link checks with no schema library behind them: the stored-event check (stored-events.ts) reads them
// in every function that reads a post, so they must not bring zod along (schemas/fields.ts re-exports).

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
