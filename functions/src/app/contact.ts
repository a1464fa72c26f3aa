// The contact form (spec 3) and the volunteers' inbox: anyone may write (a member's uid is kept with
// it); volunteers page through messages newest first (all, only open or only resolved, optionally
// searched), each shown recorded as read, and mark them open or resolved.

import type { ContactMessage } from '@bookwish/shared/api/contact';
import type { Page } from '@bookwish/shared/api/responses';
import { commonMessages, supportMessages } from '@bookwish/shared/domain/messages';
import { ID_PATTERN } from '@bookwish/shared/domain/post-ref';
import { contactSchema } from '@bookwish/shared/domain/schemas/accounts';
import { inboxQuerySchema } from '@bookwish/shared/domain/schemas/queries';
import { contactUpdateSchema } from '@bookwish/shared/domain/schemas/support';
import type { Actor } from '@bookwish/shared/domain/types';
import { AppError } from './app-error.ts';
import { type Clock, type ContactMessages, InvalidCursorError, type SupportAudit } from './ports.ts';
import { parse } from './validate.ts';
import { requireVolunteer } from './volunteer.ts';

export async function sendContactMessage(
  deps: { contact: ContactMessages; clock: Clock; newId: () => string },
  input: { caller: Actor | null; body: unknown },
): Promise<{ id: string }> {
  const fields = parse(contactSchema, input.body);
  const id = deps.newId();
  await deps.contact.put({
    id,
    uid: input.caller?.uid ?? '',
    name: fields.name,
    email: fields.email,
    phone: fields.phone,
    message: fields.message,
    createdAt: Math.floor(deps.clock.now() / 1000),
    status: 'open',
  });
  return { id };
}

export async function inboxPage(
  deps: { contact: ContactMessages; clock: Clock; audit: SupportAudit },
  input: { caller: Actor | null; query: unknown },
): Promise<Page<ContactMessage>> {
  const volunteer = requireVolunteer(input.caller);
  const { limit, cursor, status, q } = parse(inboxQuerySchema, input.query);
  let page: Page<ContactMessage>;
  try {
    page = await deps.contact.list({ limit, cursor: cursor ?? null }, { status, q });
  } catch (error) {
    if (error instanceof InvalidCursorError) {
      throw new AppError('VALIDATION', commonMessages.invalidCursor, {
        cursor: commonMessages.invalidCursor,
      });
    }
    throw error;
  }
  const at = deps.clock.now();
  await Promise.all(page.items.map((m) => deps.audit.recordRead(volunteer, { contact: m.id }, at)));
  return page;
}

export async function setContactStatus(
  deps: { contact: ContactMessages; clock: Clock },
  input: { id: string; caller: Actor | null; body: unknown },
): Promise<ContactMessage> {
  const volunteer = requireVolunteer(input.caller);
  if (!ID_PATTERN.test(input.id)) throw new AppError('NOT_FOUND', supportMessages.contactNotFound);
  const { status } = parse(contactUpdateSchema, input.body);
  const updated = await deps.contact.setStatus(input.id, status, volunteer.uid, deps.clock.now());
  if (!updated) throw new AppError('NOT_FOUND', supportMessages.contactNotFound);
  return updated;
}
