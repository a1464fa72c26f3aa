// The member's email settings, the unsubscribe link, sign-out everywhere and a password change, on
// in-memory ports: what each answers, and that a refused input changes nothing.

import { messages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
import { changePassword, type SessionDeps, signOutEverywhere } from './account-sessions.ts';
import { AppError } from './app-error.ts';
import { changeNotificationSettings, getNotificationSettings, unsubscribe } from './notification-settings.ts';
import { memoryNotifyPorts, TEST_SECRET } from './notify-test-ports.ts';
import { refusal, wendy } from './test-deps.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

/** A member's email settings before they change any: every category on, no language, not discreet. */
const untouched = { turn: true, updates: true, alerts: true, language: null, discreet: false, area: null };

const setup = () => memoryNotifyPorts({ [wendy.uid]: { email: 'wendy@example.org', name: wendy.name } });

describe('email settings', () => {
  it('every category is on until switched off; a change keeps the others', async () => {
    const ports = setup();
    expect(await getNotificationSettings(ports, wendy)).toEqual(untouched);
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { updates: false } })).toEqual({
      ...untouched,
      updates: false,
    });
    expect(await getNotificationSettings(ports, wendy)).toMatchObject({ updates: false });
  });

  it('refuses a value that is not on or off, or a setting that does not exist, and changes nothing', async () => {
    const ports = setup();
    const refused = await changeNotificationSettings(ports, {
      caller: wendy,
      body: { turn: false, alerts: 'no', weekly: true },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({
      code: 'VALIDATION',
      message: 'Please check your email settings.',
      fields: { alerts: 'Please choose on or off.', weekly: 'This setting does not exist.' },
    });
    expect(await getNotificationSettings(ports, wendy)).toEqual(untouched);
  });

  it('a reset turns everything on and raises the link generation; reset with other fields is refused', async () => {
    const ports = setup();
    await changeNotificationSettings(ports, { caller: wendy, body: { turn: false, alerts: false } });
    expect(
      await refusal(() =>
        changeNotificationSettings(ports, { caller: wendy, body: { reset: true, turn: false } }),
      ),
    ).toMatchObject({ code: 'VALIDATION' });
    expect((await ports.settings.getWithLinkGeneration(wendy.uid)).linkGeneration).toBe(0);
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { reset: true } })).toEqual(
      untouched,
    );
    expect((await ports.settings.getWithLinkGeneration(wendy.uid)).linkGeneration).toBe(1);
  });
});

describe('the language emails are written in', () => {
  it('is none until chosen; a choice keeps the categories, and a reset keeps the language', async () => {
    const ports = setup();
    expect(await getNotificationSettings(ports, wendy)).toMatchObject({ language: null });
    expect(
      await changeNotificationSettings(ports, { caller: wendy, body: { language: 'pa', alerts: false } }),
    ).toEqual({ ...untouched, alerts: false, language: 'pa' });
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { turn: false } })).toMatchObject({
      language: 'pa',
    });
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { reset: true } })).toEqual({
      ...untouched,
      language: 'pa',
    });
  });

  it('refuses a language Bookwish does not speak, naming those it does, and changes nothing', async () => {
    const ports = setup();
    for (const language of ['de', 'FR-ca', 'zh', '', 42, null]) {
      expect(
        await changeNotificationSettings(ports, { caller: wendy, body: { language, updates: false } }).catch(
          (error: unknown) => error,
        ),
      ).toMatchObject({
        code: 'VALIDATION',
        fields: {
          language:
            'Please choose one of the languages Bookwish speaks: English (en), Français (fr-CA), 繁體中文 (zh-Hant), 简体中文 (zh-Hans), ਪੰਜਾਬੀ (pa), فارسی (fa).',
        },
      });
    }
    expect(await getNotificationSettings(ports, wendy)).toEqual(untouched);
  });
});

describe('discreet notifications', () => {
  it('are off until chosen; a choice keeps the rest, a reset keeps it, and only on or off is taken', async () => {
    const ports = setup();
    expect(await getNotificationSettings(ports, wendy)).toMatchObject({ discreet: false });
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { discreet: true } })).toEqual({
      ...untouched,
      discreet: true,
    });
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { reset: true } })).toMatchObject({
      discreet: true,
    });
    expect(
      await refusal(() => changeNotificationSettings(ports, { caller: wendy, body: { discreet: 'yes' } })),
    ).toMatchObject({ code: 'VALIDATION' });
    expect(await getNotificationSettings(ports, wendy)).toMatchObject({ discreet: true });
  });
});

describe("the member's own area", () => {
  it('is none until chosen; a choice keeps the rest, a reset keeps it, and only an area of the list is taken', async () => {
    const ports = setup();
    expect(await getNotificationSettings(ports, wendy)).toMatchObject({ area: null });
    expect(
      await changeNotificationSettings(ports, { caller: wendy, body: { area: 'vancouver-kitsilano' } }),
    ).toEqual({ ...untouched, area: 'vancouver-kitsilano' });
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { reset: true } })).toMatchObject({
      area: 'vancouver-kitsilano',
    });
    for (const area of ['Kitsilano', 'vancouver', 3, { id: 'burnaby' }]) {
      const refused = await changeNotificationSettings(ports, {
        caller: wendy,
        body: { area, turn: false },
      }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(AppError);
      expect(refused).toMatchObject({ code: 'VALIDATION', fields: { area: messages.lists.areaInvalid } });
    }
    expect(await getNotificationSettings(ports, wendy)).toEqual({
      ...untouched,
      area: 'vancouver-kitsilano',
    });
    expect(await changeNotificationSettings(ports, { caller: wendy, body: { area: null } })).toEqual(
      untouched,
    );
  });
});

describe('the unsubscribe link', () => {
  const link = (category: 'turn' | 'updates' | 'alerts', generation = 0, uid = wendy.uid) =>
    signUnsubscribe(TEST_SECRET, uid, category, generation);

  it('a visit asks and changes nothing; the button switches that category off only', async () => {
    const ports = setup();
    expect(await unsubscribe(ports, { token: link('alerts'), confirmed: false })).toEqual({
      status: 'confirm',
      category: 'alerts',
      language: null,
    });
    expect(await ports.settings.get(wendy.uid)).toEqual(untouched);
    expect(await unsubscribe(ports, { token: link('alerts'), confirmed: true })).toEqual({
      status: 'unsubscribed',
      category: 'alerts',
      language: null,
    });
    expect(await ports.settings.get(wendy.uid)).toEqual({ ...untouched, alerts: false });
  });

  it('refuses a forged or missing token, a link voided by a reset, and writes nothing for a deleted account', async () => {
    const ports = setup();
    expect(await unsubscribe(ports, { token: undefined, confirmed: true })).toEqual({ status: 'invalid' });
    expect(
      await unsubscribe(ports, { token: signUnsubscribe('other', wendy.uid, 'turn'), confirmed: true }),
    ).toEqual({ status: 'invalid' });
    await ports.settings.reset(wendy.uid);
    expect(await unsubscribe(ports, { token: link('turn', 0), confirmed: true })).toEqual({
      status: 'voided',
      language: null,
    });
    expect(await ports.settings.get(wendy.uid)).toMatchObject({ turn: true });
    expect(await unsubscribe(ports, { token: link('turn', 1), confirmed: true })).toMatchObject({
      status: 'unsubscribed',
    });

    ports.forget(wendy.uid);
    expect(await unsubscribe(ports, { token: link('updates', 1), confirmed: true })).toEqual({
      status: 'account-gone',
    });
    expect(await ports.settings.get(wendy.uid)).toMatchObject({ updates: true });
  });

  it('refuses every link while no secret is configured', async () => {
    const ports = { ...setup(), secret: { get: async () => '' } };
    expect(await unsubscribe(ports, { token: link('turn'), confirmed: true })).toEqual({ status: 'invalid' });
  });
});

describe('ending sessions', () => {
  function sessions(changeFails?: AppError) {
    const calls: string[] = [];
    const deps: SessionDeps = {
      pool: {
        async signOutEverywhere(username) {
          calls.push(`pool sign-out ${username}`);
        },
        async changePassword(uid) {
          if (changeFails) throw changeFails;
          calls.push(`pool password ${uid}`);
        },
      },
      marks: {
        async revoke(uid) {
          calls.push(`revoke ${uid}`);
        },
      },
      // Wendy's phone and laptop get her notifications.
      devices: {
        list: async (uid) =>
          uid === wendy.uid
            ? ['phone', 'laptop'].map((endpoint) => ({ endpoint, p256dh: 'k', auth: 'a' }))
            : [],
        add: async () => {},
        async remove(uid, endpoint) {
          calls.push(`drop ${uid} ${endpoint}`);
          return true;
        },
      },
    };
    return { deps, calls };
  }
  const body = { accessToken: 'a.b.c', currentPassword: 'old password 1', newPassword: 'new password 12' };

  const dropped = [`drop ${wendy.uid} phone`, `drop ${wendy.uid} laptop`];

  it('sign-out everywhere: refresh tokens first, then the id tokens already out, then every push device', async () => {
    const { deps, calls } = sessions();
    await signOutEverywhere(deps, wendy);
    expect(calls).toEqual([`pool sign-out ${wendy.username}`, `revoke ${wendy.uid}`, ...dropped]);
  });

  it('a password change ends every session after the pool accepted it', async () => {
    const { deps, calls } = sessions();
    await changePassword(deps, { caller: wendy, body });
    expect(calls).toEqual([
      `pool password ${wendy.uid}`,
      `pool sign-out ${wendy.username}`,
      `revoke ${wendy.uid}`,
      ...dropped,
    ]);
  });

  it('a refused password change (bad form or wrong password) ends no session', async () => {
    const wrong = new AppError('VALIDATION', messages.auth.deleteWrongPassword, {
      currentPassword: messages.auth.deleteWrongPassword,
    });
    const refusedByPool = sessions(wrong);
    expect(await refusal(() => changePassword(refusedByPool.deps, { caller: wendy, body }))).toEqual({
      code: 'VALIDATION',
      message: messages.auth.deleteWrongPassword,
    });
    expect(refusedByPool.calls).toEqual([]);

    const badForm = sessions();
    expect(
      await refusal(() =>
        changePassword(badForm.deps, { caller: wendy, body: { ...body, newPassword: '' } }),
      ),
    ).toMatchObject({ code: 'VALIDATION' });
    expect(badForm.calls).toEqual([]);
  });
});
