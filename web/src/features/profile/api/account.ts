// Account changes that go through our API rather than straight to Cognito: the avatar (the handler
// checks the uploaded image and sets the Cognito picture), the display name (checked by the server:
// the app client may not write it) and deleting the account with its data.
import type { ExportLink } from '@bookwish/shared/api/responses';
import { api } from '../../../lib/api.ts';
import { refreshSession } from '../../../lib/auth-cognito.ts';
import { uploadImage } from '../../../lib/images.ts';

/** Uploads the photo, points the account's picture at it, and refreshes the token so the menu shows it. */
export async function changeAvatar(file: File, onProgress: (fraction: number) => void): Promise<void> {
  const key = await uploadImage(file, 'avatar', onProgress);
  await api('/api/me/avatar', { method: 'PUT', body: { key } });
  await refreshSession();
}

/** Sets the display name through the server's check, and refreshes the token so the menu shows it. */
export async function changeDisplayName(displayName: string): Promise<void> {
  await api('/api/me/profile', { method: 'PUT', body: { displayName } });
  await refreshSession();
}

/** DELETE /api/me: needs a token from a sign-in of the last few minutes (reauthenticate first). */
export function deleteAccount(): Promise<void> {
  return api<void>('/api/me', { method: 'DELETE' });
}

/** GET /api/me/export: the server reads every post and photo of the member into one zip, which can take
 * longer than a page read (its function may run 28 s), and answers a short-lived link to it. The key
 * names the request: sent again (a lost answer, a try the time limit ended), it gets the same archive
 * and is not counted again. */
export function exportMyData(requestKey: string): Promise<ExportLink> {
  return api<ExportLink>('/api/me/export', { timeLimitMs: 35_000, idempotencyKey: requestKey });
}
