// The contact inbox: newest first, paged, open -> resolved; every message shown is recorded as read;
// and from a message's email to the member's posts (Cognito look-up by email).

import { randomUUID } from 'node:crypto';
import { AdminConfirmSignUpCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { messages } from '@bookwish/shared/domain/messages';
import { beforeAll, describe, expect, it } from 'vitest';
import { cognito } from '../aws/cognito.ts';
import { dynamo } from '../aws/dynamo.ts';
import { config } from '../config.ts';
import { call, expectOk, type Member, member, volunteer } from './client.ts';
import { emulatorSigned, idClaims } from './forged-tokens.ts';
import { treatAt, wishlistAt } from './lifecycles.ts';
import { expectLookupRefusals } from './member-lookup.ts';

let val: Member;

beforeAll(() => {
  val = volunteer('Ivy Inbox');
});

const send = (message: string) =>
  call('POST', '/api/contact', {
    body: { name: 'Carla Contact', email: 'carla@example.com', phone: '', message },
  });

describe('contact inbox', () => {
  it('lists messages newest first, pages them, and marks them resolved', async () => {
    const tag = randomUUID().slice(0, 6);
    const ids: string[] = [];
    for (const n of [1, 2, 3]) {
      ids.push(expectOk(await send(`${tag} message ${n}`), 'contact').body.id);
      // createdAt is in seconds: space the messages so "newest first" is observable.
      await new Promise((r) => setTimeout(r, 1_050));
    }
    // Other files write to the same inbox: this run's messages are those carrying `tag`.
    const first = await call('GET', `/api/support/contact?q=${tag}&limit=2`, { token: val.token });
    expect(first.status).toBe(200);
    expect(first.body.items.map((m: { id: string }) => m.id)).toEqual([ids[2], ids[1]]);
    expect(first.body.items[0]).toMatchObject({
      message: `${tag} message 3`,
      status: 'open',
      email: 'carla@example.com',
    });
    expect(first.body.nextCursor).toEqual(expect.any(String));
    const second = await call(
      'GET',
      `/api/support/contact?q=${tag}&limit=2&cursor=${first.body.nextCursor}`,
      {
        token: val.token,
      },
    );
    expect(second.body.items[0].id).toBe(ids[0]);

    const resolved = await call('PATCH', `/api/support/contact/${ids[2]}`, {
      token: val.token,
      body: { status: 'resolved' },
    });
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ id: ids[2], status: 'resolved', statusChangedBy: val.uid });
    const again = await call('GET', `/api/support/contact?q=${tag}&limit=1`, { token: val.token });
    expect(again.body.items[0]).toMatchObject({ id: ids[2], status: 'resolved' });
    const reopened = await call('PATCH', `/api/support/contact/${ids[2]}`, {
      token: val.token,
      body: { status: 'open' },
    });
    expect(reopened.body.status).toBe('open');
  });

  it('records which volunteer read which message', async () => {
    const tag = randomUUID().slice(0, 6);
    const id = expectOk(await send(`${tag} please read me`), 'contact').body.id;
    const reader = volunteer('Rex Reader');
    const shown = expectOk(
      await call('GET', `/api/support/contact?q=${tag}&limit=30`, { token: reader.token }),
      'inbox',
    );
    expect(shown.body.items.map((m: { id: string }) => m.id)).toEqual([id]);
    const { Items } = await dynamo().send(
      new QueryCommand({
        TableName: config().tableName,
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': `AUDIT#CONTACT#${id}` },
      }),
    );
    expect(Items?.map((i) => i.volunteerUid)).toContain(reader.uid);
  });

  it('refuses a bad status, an unknown message and a bad cursor with clear messages', async () => {
    const id = expectOk(await send('status check'), 'contact').body.id;
    const bad = await call('PATCH', `/api/support/contact/${id}`, {
      token: val.token,
      body: { status: 'done' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION');
    const missing = await call('PATCH', '/api/support/contact/nothing-here', {
      token: val.token,
      body: { status: 'resolved' },
    });
    expect(missing.status).toBe(404);
    expect(missing.body.error.message).toBe(messages.support.contactNotFound);
    const cursor = await call('GET', '/api/support/contact?cursor=garbage', { token: val.token });
    expect(cursor.status).toBe(400);
    expect(cursor.body.error.message).toBe(messages.common.invalidCursor);
  });
});

describe('member look-up by email', () => {
  it("finds the member's own posts and the exchanges they are in", async () => {
    const email = `lookup-${randomUUID().slice(0, 8)}@example.com`;
    const signUp = await cognito().send(
      new SignUpCommand({
        ClientId: config().userPoolClientId,
        Username: email,
        Password: 'secret123',
        UserAttributes: [{ Name: 'email', Value: email }],
        // The app client may not write `name`: the sign-up check takes it from here.
        ValidationData: [{ Name: 'name', Value: 'Lou Lookup' }],
      }),
    );
    await cognito().send(new AdminConfirmSignUpCommand({ UserPoolId: config().userPoolId, Username: email }));
    const uid = signUp.UserSub as string;
    const lou: Member = {
      uid,
      name: 'Lou Lookup',
      token: emulatorSigned(idClaims(uid, { name: 'Lou Lookup' })),
    };
    const other = member('Otto Other');
    const own = await wishlistAt('offered', lou, other);
    const involved = await treatAt('requested', other, lou);

    const answer = await call(
      'GET',
      `/api/support/members?email=${encodeURIComponent(email.toUpperCase())}`,
      {
        token: val.token,
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.member).toEqual({ uid, name: 'Lou Lookup', email });
    expect(answer.body.own.map((p: { id: string }) => p.id)).toEqual([own]);
    expect(answer.body.involved.map((p: { id: string }) => p.id)).toEqual([involved]);
  });

  it('says so when no member has the email, and refuses a malformed one', async () => {
    await expectLookupRefusals('/api/support/members', val);
  });
});
