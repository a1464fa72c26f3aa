// Notifications on a member's device (Web Push) over the real emulators. A test device (its own P-256
// key pair and auth secret, at the stack's local push service) is subscribed as a browser would; a
// second member's offer reaches it as a push the test decrypts (aes128gcm, RFC 8291): one line in
// the member's language and the post's link, nothing else. A device the push service says is gone
// (410) is dropped; a category switched off sends no push; the routes refuse bad subscriptions in
// our words, touch only the caller's devices, and are counted like other account writes.

import { RATE_LIMITS } from '@bookwish/shared/domain/constants';
import { messages } from '@bookwish/shared/domain/messages';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { resetConfig } from '../config.ts';
import type { Front } from '../local/front.ts';
import type { PushDelivery } from '../local/push-service.ts';
import { type TestDevice, testDevice } from '../local/push-subscriber.ts';
import { login } from '../local/test-helpers.ts';
import { dynamoPushDevices } from '../store/push-device-store.ts';
import { baseUrl, call, expectOk, type Member, member, signedUp, volunteer, wishlistBody } from './client.ts';
import { startOwnFront, useStackEnv } from './stack-env.ts';

interface Pushed {
  text: string;
  url: string;
  lang: string;
  dir: string;
  tag: string;
}

async function deliveries(device: TestDevice): Promise<PushDelivery[]> {
  const response = await fetch(`${baseUrl()}/_dev/pushes?device=${device.id}`);
  return (await response.json()) as PushDelivery[];
}

/** Waits, as a person looking at their phone would, for the device's `count`th push. */
async function pushes(device: TestDevice, count: number): Promise<Pushed[]> {
  for (;;) {
    const received = await deliveries(device);
    if (received.length >= count) return received.map((d) => JSON.parse(device.decrypt(d.body)) as Pushed);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const subscribe = (who: Member, body: unknown) => call('POST', '/api/me/push', { token: who.token, body });

async function wishOf(wisher: Member, title: string): Promise<string> {
  return expectOk(
    await call('POST', '/api/wishlists', { token: wisher.token, body: wishlistBody(title) }),
    'wish',
  ).body.id as string;
}

beforeAll(() => {
  useStackEnv();
});

describe('pushes to a member’s device', () => {
  let ana: Member;
  let gabriel: Member;

  beforeAll(async () => {
    [ana] = await Promise.all([signedUp('Ana Reader')]);
    gabriel = member('Gabriel');
  });

  it('hands a browser the key to subscribe with, members only', async () => {
    const answer = expectOk(await call('GET', '/api/me/push', { token: ana.token }), 'key');
    const key = Buffer.from(answer.body.publicKey, 'base64url');
    expect(key.length).toBe(65);
    expect(key[0]).toBe(4);
    expect((await call('GET', '/api/me/push')).status).toBe(401);
  });

  it('delivers "Gabriel offered…" and the post’s link, encrypted for the device and signed with our key', async () => {
    const device = testDevice(baseUrl());
    expect(expectOk(await subscribe(ana, device.subscription), 'subscribe').status).toBe(201);
    const id = await wishOf(ana, 'Dune');
    expectOk(
      await call('POST', `/api/wishlists/${id}/offer`, { token: gabriel.token, body: {} }),
      'Gabriel offers',
    );
    const [push] = await pushes(device, 1);
    expect(push).toEqual({
      text: 'Gabriel offered to send you "Dune"',
      url: `${inject('stack').url}/wishlist/${id}`,
      lang: 'en',
      dir: 'ltr',
      tag: `wishlist-${id}`,
    });
    const [delivery] = await deliveries(device);
    const { publicKey } = (await call('GET', '/api/me/push', { token: ana.token })).body;
    expect(delivery).toMatchObject({ contentEncoding: 'aes128gcm', ttl: 86_400, vapidKey: publicKey });
    // Encrypted: nothing of the text travels in the clear.
    expect(Buffer.from(delivery?.body ?? '', 'base64url').toString('latin1')).not.toContain('Dune');
  });

  it('speaks the member’s language, the one their emails are written in', async () => {
    const amelie = await signedUp('Amélie Tremblay');
    expectOk(
      await call('PUT', '/api/me/notifications', { token: amelie.token, body: { language: 'fr-CA' } }),
      'French',
    );
    const device = testDevice(baseUrl());
    expectOk(await subscribe(amelie, device.subscription), 'subscribe');
    const id = await wishOf(amelie, 'Le Petit Prince');
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: gabriel.token, body: {} }), 'offer');
    const [push] = await pushes(device, 1);
    expect(push?.lang).toBe('fr-CA');
    expect(push?.text).toContain('Gabriel');
    expect(push?.text).toContain('Le Petit Prince');
    expect(push?.text).not.toContain('offered');
  });

  it('names the other member by first name only, and nothing of them or the book once the member asks for discreet notifications', async () => {
    const dee = await signedUp('Dee Discreet');
    const harpreet = member('Harpreet Kaur Dhillon');
    const device = testDevice(baseUrl());
    expectOk(await subscribe(dee, device.subscription), 'subscribe');
    const id = await wishOf(dee, 'The Body Keeps the Score');
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: harpreet.token, body: {} }), 'offer');
    const [offered] = await pushes(device, 1);
    expect(offered?.text).toBe('Harpreet offered to send you "The Body Keeps the Score"');

    const discreet = await call('PUT', '/api/me/notifications', {
      token: dee.token,
      body: { discreet: true },
    });
    expect(expectOk(discreet, 'discreet').body).toMatchObject({ discreet: true });
    expectOk(
      await call('POST', `/api/wishlists/${id}/withdraw`, { token: harpreet.token, body: {} }),
      'withdraw',
    );
    const [, withdrawn] = await pushes(device, 2);
    expect(withdrawn).toMatchObject({
      text: 'Something new is waiting for you on Bookwish.',
      url: `${inject('stack').url}/wishlist/${id}`,
    });
    // Kept for the member's next sign-in and every device.
    const settings = expectOk(await call('GET', '/api/me/notifications', { token: dee.token }), 'read');
    expect(settings.body.discreet).toBe(true);
  });

  it('drops a device the push service says is gone (410), and sends it nothing more', async () => {
    const bea = await signedUp('Bea Gone');
    const device = testDevice(baseUrl());
    const kept = testDevice(baseUrl());
    expectOk(await subscribe(bea, device.subscription), 'subscribe');
    expectOk(await subscribe(bea, kept.subscription), 'second device');
    expect(await dynamoPushDevices.list(bea.uid)).toHaveLength(2);
    // Bea blocked notifications in that browser: its push service ends the subscription.
    await fetch(`${baseUrl()}/_dev/push/${device.id}`, { method: 'DELETE' });
    const id = await wishOf(bea, 'Emma');
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: gabriel.token, body: {} }), 'offer');
    // The other device gets its push; the gone one leaves the member's devices (in either order).
    await pushes(kept, 1);
    await expect
      .poll(async () => (await dynamoPushDevices.list(bea.uid)).map((d) => d.endpoint), { timeout: 30_000 })
      .toEqual([kept.subscription.endpoint]);
    expect(await deliveries(device)).toEqual([]);
  });

  it('sends no push for a category switched off', async () => {
    const cleo = await signedUp('Cleo Quiet');
    expectOk(
      await call('PUT', '/api/me/notifications', { token: cleo.token, body: { turn: false } }),
      'turn off',
    );
    const device = testDevice(baseUrl());
    expectOk(await subscribe(cleo, device.subscription), 'subscribe');
    const id = await wishOf(cleo, 'Persuasion');
    // The offer is "when it is my turn" (off); the withdrawal after it is an update (on).
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: gabriel.token, body: {} }), 'offer');
    expectOk(
      await call('POST', `/api/wishlists/${id}/withdraw`, { token: gabriel.token, body: {} }),
      'withdraw',
    );
    const received = await pushes(device, 1);
    expect(received.map((p) => p.text)).toEqual(['Gabriel withdrew their offer of "Persuasion"']);
  });
});

/** The account of a member signed up through the user pool. */
function accountOf(who: Member) {
  if (!who.account) throw new Error('a signed-up member expected');
  return who.account;
}

/** After another device got its push, the lost phone has had every chance to get its own (the
 * notifier pushes to a member's devices one after another, a second at most): it got no more than the
 * `before` it had. */
async function lostPhoneGotNothing(lost: TestDevice, before = 0) {
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await deliveries(lost)).toHaveLength(before);
}

describe('the end of a member’s sessions is the end of pushes to their devices', () => {
  let gabriel: Member;
  beforeAll(() => {
    gabriel = member('Gabriel');
  });

  /** Signs in again on a new phone, turns notifications on there, and has Gabriel offer on the wish
   * posted before: the new phone gets "Gabriel offered…", the lost one nothing, and the server holds
   * the new phone only. */
  async function onlyTheNewPhone(who: Member, password: string, lost: TestDevice, wishId: string) {
    const fresh = await login(accountOf(who).email, password);
    const phone = testDevice(baseUrl());
    expectOk(
      await call('POST', '/api/me/push', { token: fresh.idToken, body: phone.subscription }),
      'new phone',
    );
    expectOk(
      await call('POST', `/api/wishlists/${wishId}/offer`, { token: gabriel.token, body: {} }),
      'Gabriel offers',
    );
    const [push] = await pushes(phone, 1);
    expect(push?.text).toContain('Gabriel');
    await lostPhoneGotNothing(lost);
    expect((await dynamoPushDevices.list(who.uid)).map((d) => d.endpoint)).toEqual([
      phone.subscription.endpoint,
    ]);
  }

  it('sign-out everywhere drops the lost phone: the next offer reaches only the phone signed in again', async () => {
    const lena = await signedUp('Lena Lost');
    const lost = testDevice(baseUrl());
    expectOk(await subscribe(lena, lost.subscription), 'subscribe the phone');
    const id = await wishOf(lena, 'Middlemarch');
    expect((await call('POST', '/api/me/sign-out-everywhere', { token: lena.token })).status).toBe(204);
    expect(await dynamoPushDevices.list(lena.uid)).toEqual([]);
    await onlyTheNewPhone(lena, accountOf(lena).password, lost, id);
  });

  it('a password change drops the lost phone too', async () => {
    const pia = await signedUp('Pia Password');
    const account = accountOf(pia);
    const lost = testDevice(baseUrl());
    expectOk(await subscribe(pia, lost.subscription), 'subscribe the phone');
    const id = await wishOf(pia, 'Beloved');
    const changed = await call('POST', '/api/me/password', {
      token: pia.token,
      body: {
        accessToken: account.accessToken,
        currentPassword: account.password,
        newPassword: 'brand-new-1',
      },
    });
    expect(changed.status).toBe(204);
    expect(await dynamoPushDevices.list(pia.uid)).toEqual([]);
    await onlyTheNewPhone(pia, 'brand-new-1', lost, id);
  });

  it('a suspension drops the member’s devices; the exchange it ends pushes only the other member', async () => {
    const sid = await signedUp('Sid Suspended');
    const giver = await signedUp('Gia Giver');
    const sidPhone = testDevice(baseUrl());
    const giverPhone = testDevice(baseUrl());
    expectOk(await subscribe(sid, sidPhone.subscription), 'Sid’s phone');
    expectOk(await subscribe(giver, giverPhone.subscription), 'Gia’s phone');
    const id = await wishOf(sid, 'Kindred');
    expectOk(await call('POST', `/api/wishlists/${id}/offer`, { token: giver.token, body: {} }), 'offer');
    await pushes(sidPhone, 1);
    expectOk(
      await call('POST', `/api/support/members/${sid.uid}/suspend`, {
        token: volunteer('Val Push').token,
        body: { reason: 'Asked for money by email' },
      }),
      'suspend',
    );
    expect(await dynamoPushDevices.list(sid.uid)).toEqual([]);
    // Gia hears the exchange ended; Sid's phone has only the offer from before.
    const [ended] = await pushes(giverPhone, 1);
    expect(ended?.text).toContain('Kindred');
    await lostPhoneGotNothing(sidPhone, 1);
  });
});

describe('the subscribe and unsubscribe routes', () => {
  const local = () => testDevice(baseUrl()).subscription;

  it.each([
    ['no endpoint', { keys: local().keys }, 'endpoint'],
    [
      'an address that is no push service',
      { ...local(), endpoint: 'https://evil.example/collect' },
      'endpoint',
    ],
    [
      'plain http off the local push service',
      { ...local(), endpoint: 'http://fcm.googleapis.com/fcm/send/x' },
      'endpoint',
    ],
    [
      'a path that leaves the local push service once read as a URL',
      { ...local(), endpoint: `${baseUrl()}/_dev/push/../../api/contact` },
      'endpoint',
    ],
    [
      'the same with its dots escaped',
      { ...local(), endpoint: `${baseUrl()}/_dev/push/%2e%2e/%2E%2E/api/contact` },
      'endpoint',
    ],
    [
      'a local device with a query that would reach another route',
      { ...local(), endpoint: `${local().endpoint}?to=/api/contact` },
      'endpoint',
    ],
    [
      'a key that is no P-256 point',
      { ...local(), keys: { ...local().keys, p256dh: 'AAAA' } },
      'keys.p256dh',
    ],
    [
      'an auth secret of the wrong size',
      { ...local(), keys: { ...local().keys, auth: 'AAAA' } },
      'keys.auth',
    ],
    ['a field of its own', { ...local(), note: 'hi' }, 'note'],
  ])('refuses %s in our words and keeps nothing', async (_, body, field) => {
    const dora = member('Dora');
    const answer = await call('POST', '/api/me/push', { token: dora.token, body });
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('VALIDATION');
    expect(answer.body.error.message).toBe(messages.push.badSubscription);
    expect(Object.keys(answer.body.error.fields)).toContain(field);
    expect(await dynamoPushDevices.list(dora.uid)).toEqual([]);
  });

  it('takes a subscription at a browser’s push service, and only for members', async () => {
    const eve = member('Eve');
    const fcm = { ...local(), endpoint: 'https://fcm.googleapis.com/fcm/send/abc:def' };
    expect((await call('POST', '/api/me/push', { body: fcm })).status).toBe(401);
    expectOk(await call('POST', '/api/me/push', { token: eve.token, body: fcm }), 'FCM');
    expect((await dynamoPushDevices.list(eve.uid)).map((d) => d.endpoint)).toEqual([fcm.endpoint]);
  });

  it('removes the caller’s own device only; another member’s endpoint changes nothing', async () => {
    const finn = member('Finn');
    const gus = member('Gus');
    const device = local();
    expectOk(await subscribe(finn, device), 'subscribe');
    expectOk(
      await call('DELETE', '/api/me/push', { token: gus.token, body: { endpoint: device.endpoint } }),
      'Gus',
    );
    expect(await dynamoPushDevices.list(finn.uid)).toHaveLength(1);
    const bad = await call('DELETE', '/api/me/push', { token: finn.token, body: {} });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields.endpoint).toBeDefined();
    expectOk(
      await call('DELETE', '/api/me/push', { token: finn.token, body: { endpoint: device.endpoint } }),
      'Finn',
    );
    expect(await dynamoPushDevices.list(finn.uid)).toEqual([]);
  });

  it('gives a shared phone’s device to the member who turned notifications on last', async () => {
    const hana = member('Hana');
    const ivan = member('Ivan');
    const device = local();
    expectOk(await subscribe(hana, device), 'Hana');
    const status = (who: Member) =>
      call('GET', `/api/me/push?${new URLSearchParams({ endpoint: device.endpoint })}`, { token: who.token });
    expect((await status(hana)).body.on).toBe(true);
    expectOk(await subscribe(ivan, device), 'Ivan on the same phone');
    expect((await status(hana)).body.on).toBe(false);
    expect((await status(ivan)).body.on).toBe(true);
    expect(await dynamoPushDevices.list(hana.uid)).toEqual([]);
    expect(await dynamoPushDevices.list(ivan.uid)).toHaveLength(1);
  });
});

describe('at the production numbers', () => {
  let front: Front;

  beforeAll(async () => {
    process.env.RATE_LIMIT_SCALE = '1';
    process.env.PUSH_LOCAL_ENDPOINT = `${baseUrl()}/_dev/push/`;
    resetConfig();
    front = await startOwnFront();
  });

  afterAll(async () => {
    await front?.stop();
    process.env.RATE_LIMIT_SCALE = '';
    resetConfig();
  });

  it('counts subscribing like the other account writes', async () => {
    const jo = member('Jo');
    const { limit } = RATE_LIMITS.account;
    const statuses: number[] = [];
    for (let i = 0; i <= limit; i += 1) {
      const response = await fetch(`${front.url}/api/me/push`, {
        method: 'POST',
        headers: { authorization: `Bearer ${jo.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(testDevice(baseUrl()).subscription),
      });
      statuses.push(response.status);
    }
    expect(statuses.slice(0, limit).every((status) => status === 201)).toBe(true);
    expect(statuses[limit]).toBe(429);
  });
});
