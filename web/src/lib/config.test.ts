import { describe, expect, it } from 'vitest';
import { configSchema } from './config.ts';

describe('/config.json', () => {
  const local = {
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_local',
    userPoolClientId: 'client123',
    cognitoEndpoint: 'http://localhost:8080/_cognito',
    imagesBase: '/images/',
  };

  it('accepts what the local front serves, keeping only what the SPA uses', () => {
    expect(configSchema.parse(local)).toEqual({
      region: 'ca-central-1',
      userPoolId: 'ca-central-1_local',
      userPoolClientId: 'client123',
      cognitoEndpoint: 'http://localhost:8080/_cognito',
    });
  });

  it('accepts the AWS shape, without an emulator endpoint', () => {
    const { cognitoEndpoint: _omitted, ...aws } = local;
    expect(configSchema.safeParse(aws).success).toBe(true);
  });

  it('rejects a config without the app client id, or with an endpoint that is not a URL', () => {
    const { userPoolClientId: _missing, ...withoutClient } = local;
    expect(configSchema.safeParse(withoutClient).success).toBe(false);
    expect(configSchema.safeParse({ ...local, cognitoEndpoint: 'cognito' }).success).toBe(false);
  });
});
