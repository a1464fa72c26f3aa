// A book by its ISBN (GET /api/books/lookup), and its cover as a picked photo would be: the bytes come
// from our server (GET /api/books/cover), which fetched them from Open Library; the browser never asks
// Open Library. Kept, the cover goes up with the form like any photo and is re-encoded there.

import { ApiError, api, getIdToken } from '../../../lib/api.ts';
import { t } from '../../../lib/i18n/i18n.ts';

export interface FoundBook {
  isbn: string;
  title: string;
  authors: string[];
  cover: boolean;
}

export function lookupBook(isbn: string, signal?: AbortSignal): Promise<FoundBook> {
  return api<FoundBook>(`/api/books/lookup?${new URLSearchParams({ isbn })}`, signal ? { signal } : {});
}

/** The found cover as a File for the form's cover field, or null when there is none to take. */
export async function foundCover(isbn: string, signal?: AbortSignal): Promise<File | null> {
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch(`/api/books/cover?${new URLSearchParams({ isbn })}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      signal: signal ?? null,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, 'NETWORK', t('msg.connection.offline'));
  }
  if (!response.ok) return null;
  const blob = await response.blob();
  const type = blob.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new File([blob], `cover-${isbn}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}
