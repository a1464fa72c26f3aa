// The volunteers' report digest over the real emulators: reports wait, the stack's sweep runs (POST
// /_dev/clock, the local twin of the EventBridge rule) and the SES emulator's mailbox shows one digest
// to a volunteer, in the language they chose, naming no reporter; a member gets none, and a second
// sweep within the hour sends nothing more.

import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { resetSes } from '../aws/ses.ts';
import { config } from '../config.ts';
import type { Mail } from '../local/mailbox.ts';
import { mailbox } from '../local/test-helpers.ts';
import { DIGEST_KEY } from '../store/report-digest-store.ts';
import {
  call,
  devClock,
  expectOk,
  type Member,
  member,
  signedUp,
  signedUpVolunteer,
  wishlistBody,
} from './client.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => {
  useStackEnv();
  resetSes();
});

afterAll(async () => {
  expect((await devClock({ reset: true })).status).toBe(200);
});

const digests = async (m: Member): Promise<Mail[]> =>
  (await mailbox(m.account?.email ?? '')).filter((mail) => mail.text.includes('/support?tab=reports'));

/** Waits, as a volunteer refreshing their inbox would, for a digest. */
async function firstDigest(m: Member): Promise<Mail[]> {
  for (;;) {
    const mails = await digests(m);
    if (mails.length > 0) return mails;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

describe('the volunteers report digest', () => {
  it('reports wait: one digest to the volunteer in French, none to a member, nothing more within the hour', async () => {
    const [vol, owner] = await Promise.all([
      signedUpVolunteer('Véronique Bénévole'),
      signedUp('Olive Owner'),
    ]);
    expectOk(
      await call('PUT', '/api/me/notifications', { token: vol.token, body: { language: 'fr-CA' } }),
      'French',
    );
    const created = expectOk(
      await call('POST', '/api/wishlists', { token: owner.token, body: wishlistBody('Digest wish') }),
      'create wishlist',
    );
    const reporters = [member('Rita Reporter'), member('Rob Reporter'), member('Ruth Reporter')];
    for (const who of reporters)
      expectOk(
        await call('POST', `/api/wishlists/${created.body.id}/report`, {
          token: who.token,
          body: { reason: 'other', note: 'DIGEST-SECRET-NOTE' },
        }),
        'report',
      );

    // Another file's sweep may have sent a digest this hour (the stack is shared): start the hour here.
    await dynamo().send(new DeleteCommand({ TableName: config().tableName, Key: DIGEST_KEY }));
    expect((await devClock({ advanceDays: 0.001 })).status).toBe(200);
    const [digest] = await firstDigest(vol);
    expect(digest?.subject).toMatch(/^\d+ signalements? attend(ent)? dans la file des bénévoles$/);
    expect(digest?.text).toContain('Ouvrir la file des signalements');
    for (const part of [digest?.subject, digest?.text, digest?.html]) {
      expect(part).not.toContain('DIGEST-SECRET-NOTE');
      for (const who of reporters) expect(part).not.toContain(who.name);
    }
    expect(digest?.headers?.['List-Unsubscribe']).toBeUndefined();

    // Within the hour the next sweep sends nothing more; the member never gets one.
    expect((await devClock({ advanceDays: 0.001 })).status).toBe(200);
    expect(await digests(vol)).toHaveLength(1);
    expect(await digests(owner)).toEqual([]);
  });
});
