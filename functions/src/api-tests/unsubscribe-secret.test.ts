// Unsubscribe links in AWS: the handlers read the signing secret from Secrets Manager (the real SDK
// client, against a small server that answers GetSecretValue as Secrets Manager does), once per
// container, and a valid link then works while a forged one is refused. Locally the secret comes from
// the environment and Secrets Manager is never called.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signUnsubscribe } from '../app/unsubscribe-token.ts';
import { notifySecret, resetNotifySecret } from '../aws/notify-secret.ts';
import { handler as unsubscribe } from '../handlers/unsubscribe.ts';
import { buildEvent, lambdaContext, matchRoute, readResult } from '../local/api-gateway.ts';
import { getPrefs } from '../store/notification-prefs-store.ts';
import { signedUp } from './client.ts';
import { fromCloudFront, useStackEnv } from './stack-env.ts';

const SECRET_ARN = 'arn:aws:secretsmanager:ca-central-1:123456789012:secret:NotifySecret-AbCdEf';
const SECRET = 'generated-by-secrets-manager-0123456789abcdefghijklmnopqrstuvwxyz';

let server: Server;
let endpoint = '';
const asked: { target: string; secretId: string }[] = [];
let failNext = false;

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const { SecretId } = JSON.parse(body || '{}') as { SecretId?: string };
      asked.push({ target: String(req.headers['x-amz-target']), secretId: SecretId ?? '' });
      res.setHeader('content-type', 'application/x-amz-json-1.1');
      if (failNext) {
        failNext = false;
        res.statusCode = 400;
        res.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'not yet' }));
        return;
      }
      res.end(JSON.stringify({ ARN: SecretId, Name: 'NotifySecret', SecretString: SECRET }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  useStackEnv();
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['NOTIFY_SECRET', 'NOTIFY_SECRET_ARN', 'SECRETS_ENDPOINT']) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetNotifySecret();
  asked.length = 0;
});

function inAws(): void {
  delete process.env.NOTIFY_SECRET;
  process.env.NOTIFY_SECRET_ARN = SECRET_ARN;
  process.env.SECRETS_ENDPOINT = endpoint;
  resetNotifySecret();
}

/** The button on the link's page (a POST: following the link alone changes nothing). */
async function followLink(token: string) {
  const url = new URL(`http://localhost/api/unsubscribe?token=${encodeURIComponent(token)}`);
  const match = matchRoute('POST', url.pathname);
  if (typeof match === 'string') throw new Error('no unsubscribe route');
  const event = buildEvent(
    // The origin secret, as CloudFront (and the local front) adds it: the API refuses a call without it.
    {
      method: 'POST',
      url,
      headers: fromCloudFront(),
      body: Buffer.alloc(0),
      sourceIp: '127.0.0.1',
    },
    match,
  );
  return readResult(await unsubscribe(event as never, lambdaContext('unsubscribe', 'r1')));
}

describe('the unsubscribe secret in AWS', () => {
  it('is read from Secrets Manager once per container, by its ARN', async () => {
    inAws();
    expect(await notifySecret()).toBe(SECRET);
    expect(await notifySecret()).toBe(SECRET);
    expect(asked).toEqual([{ target: 'secretsmanager.GetSecretValue', secretId: SECRET_ARN }]);
  });

  it('is read again after a failed read, instead of keeping the failure', async () => {
    inAws();
    failNext = true;
    await expect(notifySecret()).rejects.toThrow('not yet');
    expect(await notifySecret()).toBe(SECRET);
    expect(asked).toHaveLength(2);
  });

  it('makes a link signed with it work, and refuses one signed with anything else', async () => {
    inAws();
    const { uid } = await signedUp('Sue Secret');
    const forged = await followLink(signUnsubscribe('a guess', uid, 'updates'));
    expect(forged.statusCode).toBe(400);
    expect((await getPrefs(uid)).updates).toBe(true);

    const real = await followLink(signUnsubscribe(SECRET, uid, 'updates'));
    expect(real.statusCode).toBe(200);
    expect(real.body.toString('utf8')).toContain('You will no longer get update emails.');
    expect(await getPrefs(uid)).toEqual({
      turn: true,
      updates: false,
      alerts: true,
      language: null,
      discreet: false,
      area: null,
    });
  });

  it('comes from the environment locally, without asking Secrets Manager', async () => {
    process.env.NOTIFY_SECRET = 'local-secret';
    process.env.NOTIFY_SECRET_ARN = SECRET_ARN;
    process.env.SECRETS_ENDPOINT = endpoint;
    expect(await notifySecret()).toBe('local-secret');
    expect(asked).toEqual([]);
  });
});
