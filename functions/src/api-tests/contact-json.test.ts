// POST /api/contact takes JSON only: a foreign page posting text/plain (no CORS
// preflight needed) or a form encoding gets the bad-request text and nothing reaches the inbox.

import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, volunteer } from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

async function inboxText(): Promise<string> {
  const inbox = await call('GET', '/api/support/contact', { token: volunteer('Ines Inbox').token });
  expect(inbox.status).toBe(200);
  return inbox.text;
}

describe('POST /api/contact is JSON only', () => {
  it.each([
    ['text/plain', 'text/plain;charset=UTF-8'],
    ['a form', 'application/x-www-form-urlencoded'],
    ['multipart', 'multipart/form-data; boundary=x'],
    ['no content type', undefined],
  ])('refuses %s, even when the text is valid JSON, and stores nothing', async (_, type) => {
    const marker = `Cross-site spam ${Math.random().toString(36).slice(2)}`;
    const answer = await call('POST', '/api/contact', {
      raw: JSON.stringify({ name: 'Spam Bot', email: 'bot@example.com', message: marker }),
      headers: type ? { 'content-type': type } : {},
    });
    expect(answer.status).toBe(400);
    expect(answer.body.error.message).toBe(messages.common.badRequest);
    expect(await inboxText()).not.toContain(marker);
  });

  it('accepts application/json with a charset', async () => {
    const answer = await call('POST', '/api/contact', {
      raw: JSON.stringify({ name: 'Élise', email: 'elise@example.com', message: 'Bonjour, des livres ?' }),
      headers: { 'content-type': 'application/json; charset=utf-8' },
    });
    expect(answer.status).toBe(201);
  });
});
