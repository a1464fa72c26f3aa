// Tells a real new version of the site from a lost connection when a page's code fails to arrive: the
// page's entry script is compared with the one the server's index.html names now. Asked only online,
// and only after a failure, so it costs nothing on a good day.

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
