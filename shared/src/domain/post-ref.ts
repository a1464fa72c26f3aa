// A post reference as a volunteer pastes it: a bare id, or any URL or path of a post page
// (https://bookwish.ca/wishlist/<id>, /treat/<id>?x=1, localhost:8080/wishlist/<id>). Shared by the
// support page and the history CLI so both accept exactly the same input.

/** Every id the store hands out (posts, contact messages): URL-safe, at most 64 characters. */
export const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
const POST_PATH = /\/(?:wishlist|treat)s?\/([A-Za-z0-9_-]{1,64})(?:[/?#]|$)/;

/** The post id in `input`, or null when it names no post. */
export function postIdFrom(input: string): string | null {
  const text = input.trim();
  if (ID_PATTERN.test(text)) return text;
  const match = POST_PATH.exec(text);
  return match?.[1] ?? null;
}
