// A Writer's Spotlight decision whose email fails still stands: the volunteer's request answers 200
// with the email owed (a front of this file's own, its SES a port nobody listens on), the inbox says
// the email is on its way, and the timers sweep (the shared stack's, whose SES works) sends it, once:
// a second sweep sends nothing more.

import { SPOTLIGHT_QUESTION_COUNT } from '@bookwish/shared/domain/spotlight';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { resetSes } from '../aws/ses.ts';
import { resetConfig } from '../config.ts';
import type { Front } from '../local/front.ts';
import type { Mail } from '../local/mailbox.ts';
import { mailbox } from '../local/test-helpers.ts';
import { claimMail, getApplication, owedMails, releaseMail } from '../store/spotlight-store.ts';
import { type Answer, call, devClock, expectOk, type Member, signedUp, volunteer } from './client.ts';
import { closedPort, startOwnFront, useStackEnv } from './stack-env.ts';

let front: Front;
const before = { SES_ENDPOINT: process.env.SES_ENDPOINT, PUBLIC_ORIGIN: process.env.PUBLIC_ORIGIN };

beforeAll(async () => {
  useStackEnv();
  process.env.SES_ENDPOINT = `http://127.0.0.1:${await closedPort()}`;
  resetConfig();
  resetSes();
  front = await startOwnFront();
});

afterAll(async () => {
  await front?.stop();
  for (const [name, value] of Object.entries(before)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  resetConfig();
  resetSes();
  expect((await devClock({ reset: true })).status).toBe(200);
});

/** The volunteer's decision, through this file's front (whose email cannot be sent). */
async function decideHere(who: Member, id: string, status: string): Promise<Answer> {
  const response = await fetch(`${front.url}/api/support/spotlight/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${who.token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  const text = await response.text();
  return { status: response.status, body: JSON.parse(text), text, headers: response.headers };
}

const decisionMails = async (m: Member): Promise<Mail[]> =>
  (await mailbox(m.account?.email ?? '')).filter(
    (mail) => mail.kind === 'Notification' && mail.text.includes('/event\n'),
  );

describe("a Writer's Spotlight decision whose email fails", () => {
  it('stands (200, one decision), its email owed, and the sweep sends it exactly once', async () => {
    const writer = await signedUp('Owed Writer');
    const answers = Array.from({ length: SPOTLIGHT_QUESTION_COUNT }, (_, i) => `Owed: answer ${i + 1}`);
    const id = expectOk(
      await call('POST', '/api/spotlight/applications', { token: writer.token, body: { answers } }),
      'apply',
    ).body.id as string;
    const vera = volunteer('Vera Volunteer');

    const decided = await decideHere(vera, id, 'shortlisted');
    expect(decided.status).toBe(200);
    expect(decided.body).toMatchObject({ id, status: 'shortlisted', mailOwed: true });
    expect((await getApplication(id))?.decisions.map((d) => d.to)).toEqual(['shortlisted']);
    expect(await decisionMails(writer)).toEqual([]);
    // The console says so, and the same decision again is no second one.
    const inbox = expectOk(await call('GET', '/api/support/spotlight', { token: vera.token }), 'inbox');
    expect(inbox.body.applications.find((a: { id: string }) => a.id === id)).toMatchObject({
      status: 'shortlisted',
      mailOwed: true,
    });
    expect(
      (
        await call('PATCH', `/api/support/spotlight/${id}`, {
          token: vera.token,
          body: { status: 'shortlisted' },
        })
      ).status,
    ).toBe(409);

    // Owed once, and one sender at a time: of two claims at once one wins; released, it is owed still.
    const owed = (await owedMails()).filter((mail) => mail.applicationId === id);
    expect(owed).toMatchObject([{ uid: writer.uid, decision: 'shortlisted', index: 0 }]);
    const [mark] = owed as [(typeof owed)[number]];
    const claims = await Promise.all([claimMail(mark, Date.now()), claimMail(mark, Date.now())]);
    expect(claims.sort()).toEqual([false, true]);
    await releaseMail(mark);

    // The sweep (the shared stack's, every 15 minutes; moving its clock a minute runs it) sends it.
    expect((await devClock({ advanceDays: 1 / 1440 })).status).toBe(200);
    const sent = await decisionMails(writer);
    expect(sent.map((mail) => mail.subject)).toEqual(["Your Writer's Spotlight application is shortlisted"]);
    expect((await owedMails()).filter((owed) => owed.applicationId === id)).toEqual([]);
    const after = expectOk(await call('GET', '/api/support/spotlight', { token: vera.token }), 'inbox');
    expect(after.body.applications.find((a: { id: string }) => a.id === id).mailOwed).toBeUndefined();

    // Once: another sweep sends nothing more.
    expect((await devClock({ advanceDays: 1 / 1440 })).status).toBe(200);
    expect(await decisionMails(writer)).toHaveLength(1);
    expect((await getApplication(id))?.decisions).toHaveLength(1);
  });
});
