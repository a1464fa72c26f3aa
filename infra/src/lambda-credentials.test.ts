// The credentials provider bundled into every function: it must hand the SDK the execution role's
// credentials that Lambda puts in the environment, and refuse clearly when they are missing.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultProvider } from './lambda-credentials.ts';

const KEYS = ['AWS_ACCESS_KEY_ID', 'AWS_SECRET_ACCESS_KEY', 'AWS_SESSION_TOKEN'] as const;
const saved = Object.fromEntries(KEYS.map((key) => [key, process.env[key]]));

afterEach(() => {
  for (const key of KEYS) {
    if (saved[key] === undefined) delete process.env[key];
    else process.env[key] = saved[key];
  }
});

describe('lambda credentials provider', () => {
  it('returns the role credentials Lambda sets in the environment', async () => {
    process.env.AWS_ACCESS_KEY_ID = 'ASIAEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'secret-example';
    process.env.AWS_SESSION_TOKEN = 'session-example';
    await expect(defaultProvider()()).resolves.toMatchObject({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret-example',
      sessionToken: 'session-example',
    });
  });

  it('fails with the SDK credentials error when the environment has none', async () => {
    for (const key of KEYS) delete process.env[key];
    await expect(defaultProvider()()).rejects.toThrow(/credentials/i);
  });
});
