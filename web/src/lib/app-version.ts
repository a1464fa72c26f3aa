// Tells a real new version of the site from a lost connection when a page's code fails to arrive: the
// page's entry script is compared with the one the server's index.html names now, and the file that
// failed is asked for once more (a 404 says its build is gone). Asked only online, and only after a
// failure, so it costs nothing on a good day.

/** A page's code is gone because the site was deployed again since this tab loaded. */
export class NewVersionError extends Error {
  override readonly name = 'NewVersionError';
}

const CHECK_LIMIT_MS = 8_000;
const ENTRY = /<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/;

/** This tab's entry script (index.html's, or the one a post page's shell added), as a path. */
function loadedEntry(): string | null {
  const script = document.querySelector<HTMLScriptElement>('script[type="module"][src]');
  return script ? new URL(script.src, location.href).pathname : null;
}

/** True only when the server answered and its index.html names another entry script than ours. */
export async function isNewVersion(): Promise<boolean> {
  if (navigator.onLine === false) return false;
  const mine = loadedEntry();
  if (!mine) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_LIMIT_MS);
  try {
    const response = await fetch('/', { cache: 'no-store', signal: controller.signal });
    if (!response.ok) return false;
    const src = ENTRY.exec(await response.text())?.[1];
    return src !== undefined && new URL(src, location.href).pathname !== mine;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The file a failed import names in its error (Chrome and Firefox write its address there; the
 * barcode reader names its WebAssembly file so). */
const IMPORTED = /(https?:\/\/[^\s'"]+\.(?:m?js|wasm))\b/;

/** True only when the server answered that the file a failed import asked for is not there (404, 410):
 * its build is gone, whatever index.html says (a deploy whose new page this tab has not seen yet). */
export async function chunkIsGone(error: unknown): Promise<boolean> {
  if (navigator.onLine === false) return false;
  const address = IMPORTED.exec(error instanceof Error ? error.message : String(error))?.[1];
  if (!address || new URL(address).origin !== location.origin) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CHECK_LIMIT_MS);
  try {
    const response = await fetch(address, { method: 'HEAD', cache: 'no-store', signal: controller.signal });
    return response.status === 404 || response.status === 410;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The code that failed to arrive will never come back: a new build is out, or its file is gone. */
export async function buildIsGone(error: unknown): Promise<boolean> {
  return (await chunkIsGone(error)) || (await isNewVersion());
}
