import { describe, expect, it } from 'vitest';
import { decodeJwt, userFromIdToken } from './session.ts';

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
