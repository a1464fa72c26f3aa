// A book by its ISBN (GET /api/books/lookup), and its cover as a picked photo would be: the bytes come
// from our server (GET /api/books/cover), which fetched them from Open Library; the browser never asks
// Open Library. Kept, the cover goes up with the form like any photo and is re-encoded there.

import { ApiError, api, apiFile } from '../../../lib/api.ts';

export interface FoundBook {
  isbn: string;
  title: string;
  authors: string[];
  cover: boolean;
}

export function lookupBook(isbn: string, signal?: AbortSignal): Promise<FoundBook> {
  return api<FoundBook>(`/api/books/lookup?${new URLSearchParams({ isbn })}`, signal ? { signal } : {});
}

/** The found cover as a File for the form's cover field, or null when there is none to take. Within
 * the API's time limit (its slow line said meanwhile): a cover that never comes ends as a TIMEOUT. */
export async function foundCover(isbn: string, signal?: AbortSignal): Promise<File | null> {
  let blob: Blob;
  try {
    ({ blob } = await apiFile(`/api/books/cover?${new URLSearchParams({ isbn })}`, signal ? { signal } : {}));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
  const type = blob.type === 'image/png' ? 'image/png' : 'image/jpeg';
  return new File([blob], `cover-${isbn}.${type === 'image/png' ? 'png' : 'jpg'}`, { type });
}
