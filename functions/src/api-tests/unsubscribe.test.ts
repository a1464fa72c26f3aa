// The unsubscribe link in every email, on the local stack (the notifier mails through the SES
// emulator): following it (GET, as mail security scanners do for every link) only shows the choice;
// the page's button or RFC 8058 one-click (POST) changes the setting; a settings reset voids earlier
// links; a deleted member's link answers cleanly and writes nothing.

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import type { Mail } from '../local/mailbox.ts';
import { mailbox } from '../local/test-helpers.ts';
import { call, expectOk, type Member, member, signedUp, wishlistBody } from './client.ts';
import { wishlistAt } from './lifecycles.ts';
import { useStackEnv } from './stack-env.ts';

beforeAll(() => useStackEnv());

/** Waits, as a person refreshing their inbox would, for an email whose subject has `words`. */
async function linkIn(m: Member, words: string): Promise<string> {
  for (;;) {
    const mails: Mail[] = await mailbox(m.account?.email ?? '');
    const mail = mails.find((x) => x.kind === 'Notification' && x.subject.includes(words));
    if (mail) return /^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1] ?? '';
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const prefsOf = async (m: Member) => (await call('GET', '/api/me/notifications', { token: m.token })).body;

/** A member's settings as they stand before any choice, but for `changed`. */
const settings = (changed: Record<string, unknown> = {}) => ({
  turn: true,
  updates: true,
  alerts: true,
  language: null,
  discreet: false,
  area: null,
  ...changed,
});

/** POSTs a form to the link, as the page's button (empty) or a mail provider's one-click does. */
const postForm = (link: string | URL, body: string) =>
  fetch(link, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });

const prefsRecord = async (uid: string) =>
  (
    await dynamo().send(
      new GetCommand({ TableName: config().tableName, Key: { pk: `MEMBER#${uid}`, sk: 'NOTIFY_PREFS' } }),
    )
  ).Item;

describe('unsubscribe links', () => {
  it('GET shows the choice and changes nothing; the button (POST) does; a reset voids the link', async () => {
    const wisher = await signedUp('Una Subscriber');
    await wishlistAt('offered', wisher, member('Gus Giver'));
    const link = await linkIn(wisher, 'offered to send you');

    const shown = await fetch(link);
    expect(shown.status).toBe(200);
    const page = await shown.text();
    expect(page).toContain('Do you want to stop getting emails when it is your turn from Bookwish?');
    expect(page).toMatch(/<form method="post" action="\/api\/unsubscribe\?token=[^"]+"><button/);
    expect(await prefsOf(wisher)).toEqual(settings());

    // The page's button posts a form to the same address.
    const action = /action="([^"]+)"/.exec(page)?.[1]?.replace(/&amp;/g, '&') ?? '';
    const pressed = await postForm(new URL(action, link), '');
    expect(pressed.status).toBe(200);
    expect(await pressed.text()).toContain('You will no longer get emails when it is your turn');
    expect(await prefsOf(wisher)).toEqual(settings({ turn: false }));

    // A settings reset: every kind on again, and the old link no longer works.
    expectOk(
      await call('PUT', '/api/me/notifications', { token: wisher.token, body: { reset: true } }),
      'reset',
    );
    const old = await postForm(link, 'List-Unsubscribe=One-Click');
    expect(old.status).toBe(400);
    expect(await old.text()).toContain('This unsubscribe link is no longer valid.');
    expect(await prefsOf(wisher)).toEqual(settings());
  });

  it("a deleted member's link answers cleanly and writes nothing", async () => {
    const [wisher, leaver] = await Promise.all([signedUp('Wes Wisher'), signedUp('Lee Leaver')]);
    const id = expectOk(
      await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody('Leaving Soon') }),
      'create',
    ).body.id as string;
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: leaver.token, body: {} }), 'offer');
    expectOk(
      await call('POST', `/api/wishlists/${id}/decline`, { token: wisher.token, body: {} }),
      'decline',
    );
    const link = await linkIn(leaver, 'was declined');
    expect((await call('DELETE', '/api/me', { token: leaver.token })).status).toBe(204);
    expect(await prefsRecord(leaver.uid)).toBeUndefined();

    for (const method of ['GET', 'POST']) {
      const answer = await fetch(link, { method });
      expect(answer.status).toBe(200);
      expect(await answer.text()).toContain('This link belongs to an account that has been deleted.');
    }
    expect(await prefsRecord(leaver.uid)).toBeUndefined();
  });
});
