import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('loadConfig: a failure is retried, never kept', () => {
  const good = {
    region: 'ca-central-1',
    userPoolId: 'ca-central-1_local',
    userPoolClientId: 'client123',
  };
  const noWait = () => Promise.resolve();
  afterEach(() => vi.unstubAllGlobals());
  // A fresh module each time: the config it fetched is shared for the life of the tab.
  const fresh = async () => {
    vi.resetModules();
    return (await import('./config.ts')).loadConfig;
  };

  it('one 503 is ridden out within the call (with a wait between tries)', async () => {
    const waits: number[] = [];
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(new Response('down', { status: 503 }))
      .mockResolvedValueOnce(new Response(JSON.stringify(good)));
    vi.stubGlobal('fetch', fetchMock);
    const loadConfig = await fresh();
    await expect(
      loadConfig(async (ms) => {
        waits.push(ms);
      }),
    ).resolves.toEqual(good);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(waits).toEqual([500]);
  });

  it('after an outage that outlasts one call, the next call asks again', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('down', { status: 503 }));
    vi.stubGlobal('fetch', fetchMock);
    const loadConfig = await fresh();
    await expect(loadConfig(noWait)).rejects.toMatchObject({ name: 'ConfigError' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
    fetchMock.mockResolvedValue(new Response(JSON.stringify(good)));
    await expect(loadConfig(noWait)).resolves.toEqual(good);
  });

  it('an invalid config is not asked for again within the call', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response(JSON.stringify({ region: 'x' })));
    vi.stubGlobal('fetch', fetchMock);
    const loadConfig = await fresh();
    await expect(loadConfig(noWait)).rejects.toMatchObject({ retryable: false });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
