// The volunteers' contact inbox: messages newest first, paged, each open or resolved.

import { messages } from '@bookwish/shared/domain/messages';
import type { Actor } from '@bookwish/shared/domain/types';
import { ApiError } from '../http/api-error.ts';
import {
  type ContactMessage,
  type ContactStatus,
  listContactMessages,
  setContactStatus,
} from '../store/contact-store.ts';
import { InvalidCursorError, type Page, type PageRequest } from '../store/paging.ts';
import { recordRead } from './audit.ts';

/** One page of the inbox; each message shown is recorded as read by this volunteer. */
export async function inboxPage(volunteer: Actor, page: PageRequest): Promise<Page<ContactMessage>> {
  let result: Page<ContactMessage>;
  try {
    result = await listContactMessages(page);
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new ApiError('VALIDATION', messages.common.invalidCursor, {
        cursor: messages.common.invalidCursor,
      });
    }
    throw error;
  }
  const at = Date.now();
  await Promise.all(result.items.map((m) => recordRead(volunteer, { contact: m.id }, at)));
  return result;
}

export async function setStatus(
  id: string,
  status: ContactStatus,
  volunteer: Actor,
): Promise<ContactMessage> {
  const updated = await setContactStatus(id, status, volunteer.uid);
  if (!updated) throw new ApiError('NOT_FOUND', messages.support.contactNotFound);
  return updated;
}
