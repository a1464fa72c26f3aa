// A volunteer finds a member by email on two routes (the member's page, their archive): both answer
// an email no member has with 404 and the same text, and a malformed one with the email field's text.

import { messages } from '@bookwish/shared/domain/messages';
import { expect } from 'vitest';
import { call, type Member } from './client.ts';

/** `route` with `?email=` appended; the volunteer calls it. */
export async function expectLookupRefusals(route: string, volunteer: Member): Promise<void> {
  const none = await call('GET', `${route}?email=nobody-here%40example.com`, { token: volunteer.token });
  expect(none.status).toBe(404);
  expect(none.body.error.message).toBe(messages.support.memberNotFound);
  const bad = await call('GET', `${route}?email=not-an-email`, { token: volunteer.token });
  expect(bad.status).toBe(400);
  expect(bad.body.error.fields.email).toBe(messages.contact.validEmail);
}
