// The Bookwish user pool inside cognito-local, created idempotently with an AWS-shaped id
// (ca-central-1_xxxxxxxxx) so aws-jwt-verify accepts it: email as username, email verification by
// code, password minimum 6, an app client without secret (USER_PASSWORD_AUTH + refresh) and the
// `volunteers` group. Same settings as the CDK stack's pool.

import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN, VOLUNTEERS_GROUP } from '@bookwish/shared/domain/constants';
import { SESSION_DAYS } from '@bookwish/shared/web/session-lifetime';
import type { CognitoEmulator } from './cognito-emulator.ts';

export interface PoolIds {
  userPoolId: string;
  userPoolClientId: string;
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

function randomId(length: number): string {
  return [...randomBytes(length)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('');
}

/** Fresh ids for a new data directory (persisted by the caller so a restart finds the same pool). */
export function newPoolIds(region: string): PoolIds {
  return { userPoolId: `${region}_${randomId(9)}`, userPoolClientId: randomId(26).toLowerCase() };
}

export async function ensureUserPool(emulator: CognitoEmulator, ids: PoolIds): Promise<void> {
  const { services, ctx } = emulator;
  const pools = await services.cognito.listUserPools(ctx);
  if (!pools.some((p) => p.Id === ids.userPoolId)) {
    const now = services.clock.get();
    await services.cognito.createUserPool(ctx, {
      Id: ids.userPoolId,
      Name: 'bookwish',
      Arn: `arn:aws:cognito-idp:${ids.userPoolId.split('_')[0]}:000000000000:userpool/${ids.userPoolId}`,
      CreationDate: now,
      LastModifiedDate: now,
      UsernameAttributes: ['email'],
      AutoVerifiedAttributes: ['email'],
      Policies: {
        PasswordPolicy: {
          MinimumLength: PASSWORD_MIN,
          RequireUppercase: false,
          RequireLowercase: false,
          RequireNumbers: false,
          RequireSymbols: false,
          TemporaryPasswordValidityDays: 7,
        },
      },
    });
  }
  const pool = await services.cognito.getUserPool(ctx, ids.userPoolId);
  if (!(await services.cognito.getAppClient(ctx, ids.userPoolClientId))) {
    const now = services.clock.get();
    await pool.saveAppClient(ctx, {
      ClientId: ids.userPoolClientId,
      ClientName: 'bookwish-web',
      UserPoolId: ids.userPoolId,
      CreationDate: now,
      LastModifiedDate: now,
      ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
      // Same lifetimes as the CDK app client: 1 h id/access tokens, SESSION_DAYS refresh.
      AccessTokenValidity: 1,
      IdTokenValidity: 1,
      RefreshTokenValidity: SESSION_DAYS,
      TokenValidityUnits: { AccessToken: 'hours', IdToken: 'hours', RefreshToken: 'days' },
      PreventUserExistenceErrors: 'ENABLED',
      EnableTokenRevocation: true,
    });
  }
  // getGroupByGroupName throws on a pool without groups yet: list instead.
  if (!(await pool.listGroups(ctx)).some((g) => g.GroupName === VOLUNTEERS_GROUP)) {
    const now = services.clock.get();
    await pool.saveGroup(ctx, {
      GroupName: VOLUNTEERS_GROUP,
      Description: 'Bookwish volunteers: support tools',
      CreationDate: now,
      LastModifiedDate: now,
    });
  }
}
