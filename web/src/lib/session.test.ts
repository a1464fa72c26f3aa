import { describe, expect, it } from 'vitest';
import { decodeJwt, liveSession, SESSION_LIFETIME_S, userFromIdToken } from './session.ts';

function token(claims: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'RS256' })}.${part(claims)}.signature`;
}

describe('session: the member the menu shows comes from the id token', () => {
  it('reads name, email, picture and the volunteers group', () => {
    const user = userFromIdToken(
      token({
        sub: 'u-1',
        name: 'Élise Tremblay',
        email: 'elise@example.org',
        picture: '/images/avatars/u-1.png',
        exp: 2_000_000_000,
        'cognito:groups': ['volunteers'],
      }),
    );
    expect(user).toEqual({
      uid: 'u-1',
      name: 'Élise Tremblay',
      email: 'elise@example.org',
      picture: '/images/avatars/u-1.png',
      volunteer: true,
    });
  });

  it('a member outside the volunteers group is not a volunteer, and has no picture until they set one', () => {
    const user = userFromIdToken(token({ sub: 'u-2', name: 'Sam', email: 's@example.org', exp: 1 }));
    expect(user?.volunteer).toBe(false);
    expect(user).not.toHaveProperty('picture');
  });

  it('a token that is not a JWT gives no member', () => {
    expect(decodeJwt('garbage')).toBeNull();
    expect(userFromIdToken('a.%%%.c')).toBeNull();
  });
});

describe('session: one decision whether a stored session is a signed-in member', () => {
  const now = 2_000_000_000;
  const stored = (claims: Record<string, unknown>) =>
    JSON.stringify({
      idToken: token({ sub: 'u-1', ...claims }),
      accessToken: 'a',
      refreshToken: 'r',
      username: 'u',
    });

  it('an id token past its hour is still a member (the next call refreshes it)', () => {
    expect(liveSession(stored({ exp: now - 600, auth_time: now - 86_400 }), now)).not.toBeNull();
  });

  it('a sign-in older than the refresh token lasts is signed out (left behind on a shared phone)', () => {
    expect(liveSession(stored({ exp: now - 600, auth_time: now - SESSION_LIFETIME_S }), now)).toBeNull();
    expect(
      liveSession(stored({ exp: now - 600, auth_time: now - SESSION_LIFETIME_S + 60 }), now),
    ).not.toBeNull();
  });

  it('nothing stored, or not JSON, is a visitor', () => {
    expect(liveSession(null, now)).toBeNull();
    expect(liveSession('{not json', now)).toBeNull();
  });
});
