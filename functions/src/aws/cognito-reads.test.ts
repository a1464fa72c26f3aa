// The user pool's reads sent as signed fetches, against the stack's pool (cognito-local behind our
// shim): a volunteer is one and a member is not, a volunteer taken out of the group stops being one,
// an email finds its member whatever its case, a user who is gone is the SDK's UserNotFoundException,
// and a pool that does not answer keeps the socket code the error mapper answers 503 for. What we sign
// is what the Cognito client signs for the same read (its target, body, host and credential scope).

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  AdminListGroupsForUserCommand,
  AdminRemoveUserFromGroupCommand,
  CognitoIdentityProviderClient,
  ListUsersCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { HttpRequest } from '@smithy/types';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Member, signedUp, signedUpVolunteer } from '../api-tests/client.ts';
import { closedPort, useStackEnv } from '../api-tests/stack-env.ts';
import { clientOptions } from '../aws-clients.ts';
import { config } from '../config.ts';
import { cognito } from './cognito.ts';
import { memberLookup } from './cognito-lookup.ts';
import { readUserPool, signedRead, UserPoolError } from './cognito-reads.ts';
import { GROUP_CACHE_MS, isVolunteerNow } from './volunteer-groups.ts';

beforeAll(() => {
  useStackEnv();
});

const accountOf = (member: Member) => member.account as NonNullable<Member['account']>;

describe('the user pool read without its client', () => {
  it('a volunteer is one, a member is not, and one taken out of the group stops being one', async () => {
    const [vera, mo] = await Promise.all([
      signedUpVolunteer('Véra Bénévole').then(accountOf),
      signedUp('Mo Member').then(accountOf),
    ]);
    const now = Date.now();
    expect(await isVolunteerNow(vera.email, now)).toBe(true);
    expect(await isVolunteerNow(mo.email, now)).toBe(false);
    await cognito().send(
      new AdminRemoveUserFromGroupCommand({
        UserPoolId: config().userPoolId,
        Username: vera.email,
        GroupName: 'volunteers',
      }),
    );
    expect(await isVolunteerNow(vera.email, now + GROUP_CACHE_MS + 1)).toBe(false);
  });

  it('a user who is not in the pool is in no group, and the refusal keeps the SDK shape', async () => {
    expect(await isVolunteerNow(`gone-${crypto.randomUUID()}@example.com`)).toBe(false);
    const refused = await readUserPool('AdminListGroupsForUser', {
      UserPoolId: config().userPoolId,
      Username: `gone-${crypto.randomUUID()}@example.com`,
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(UserPoolError);
    expect((refused as UserPoolError).name).toBe('UserNotFoundException');
    expect((refused as UserPoolError).$metadata.httpStatusCode).toBe(400);
  });

  it('an email finds its member as written in any case, and an unknown one finds nobody', async () => {
    const zoe = accountOf(await signedUp('Zoé Lefèvre'));
    const found = await memberLookup.findByEmail(`  ${zoe.email.toUpperCase()} `);
    expect(found).toEqual({ uid: zoe.uid, name: 'Zoé Lefèvre', email: zoe.email });
    expect(await memberLookup.findByEmail(`nobody-${crypto.randomUUID()}@example.com`)).toBeNull();
    // The same answer the client gives for the same filter.
    const { Users } = await cognito().send(
      new ListUsersCommand({ UserPoolId: config().userPoolId, Filter: `email = "${zoe.email}"` }),
    );
    expect(Users?.map((user) => user.Username)).toEqual([zoe.uid]);
  });

  it('a pool that does not answer is a refused connection, not a "no"', async () => {
    const options = {
      ...clientOptions('cognito'),
      endpoint: `http://127.0.0.1:${await closedPort()}`,
      maxAttempts: 1,
    };
    const failed = await readUserPool(
      'AdminListGroupsForUser',
      { UserPoolId: config().userPoolId, Username: 'anyone' },
      options,
    ).catch((error: unknown) => error);
    expect((failed as { code?: string }).code).toBe('ECONNREFUSED');
  });
});

/** A pool that says it is throttled `times` times, then answers; how many calls it saw. */
async function throttlingPool(times: number): Promise<{ server: Server; url: string; calls: () => number }> {
  let seen = 0;
  const server = createServer((_request, response) => {
    seen += 1;
    if (seen <= times) {
      response.writeHead(400, { 'content-type': 'application/x-amz-json-1.1' });
      response.end(JSON.stringify({ __type: 'TooManyRequestsException', message: 'Too many requests' }));
      return;
    }
    response.writeHead(200, { 'content-type': 'application/x-amz-json-1.1' });
    response.end(JSON.stringify({ Groups: [{ GroupName: 'volunteers' }] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}`, calls: () => seen };
}

describe('a throttled pool', () => {
  const read = (endpoint: string, maxAttempts: number) =>
    readUserPool(
      'AdminListGroupsForUser',
      { UserPoolId: 'pool', Username: 'vera' },
      { ...clientOptions('cognito'), endpoint, maxAttempts },
    );

  it('is asked again, as the SDK would, and its answer is used', async () => {
    const pool = await throttlingPool(2);
    try {
      expect(await read(pool.url, 3)).toEqual({ Groups: [{ GroupName: 'volunteers' }] });
      expect(pool.calls()).toBe(3);
    } finally {
      pool.server.close();
    }
  });

  // The error mapper answers this name with 503 and Retry-After (http/api-error.test.ts).
  it("still throttling after the last attempt keeps the pool's word for it", async () => {
    const pool = await throttlingPool(99);
    try {
      const failed = await read(pool.url, 2).catch((error: unknown) => error);
      expect((failed as Error).name).toBe('TooManyRequestsException');
      expect((failed as UserPoolError).$metadata.httpStatusCode).toBe(400);
      expect(pool.calls()).toBe(2);
    } finally {
      pool.server.close();
    }
  });
});

describe('the signed read', () => {
  it('is the request the Cognito client signs for the same read, region and keys', async () => {
    const options = {
      ...clientOptions('cognito'),
      region: 'ca-central-1',
      endpoint: undefined,
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    };
    let sent: HttpRequest | undefined;
    const client = new CognitoIdentityProviderClient({
      region: options.region,
      credentials: options.credentials,
      requestHandler: {
        handle: async (request: HttpRequest) => {
          sent = request;
          throw new Error('captured');
        },
      },
    });
    const input = { UserPoolId: 'ca-central-1_Pool', Username: 'zoé@example.com', Limit: 60 };
    await client.send(new AdminListGroupsForUserCommand(input)).catch(() => undefined);
    expect(sent).toBeDefined();
    const theirs = sent as HttpRequest;
    const amzDate = theirs.headers['x-amz-date'] as string;
    const at = new Date(
      `${amzDate.slice(0, 4)}-${amzDate.slice(4, 6)}-${amzDate.slice(6, 8)}T${amzDate.slice(9, 11)}:${amzDate.slice(11, 13)}:${amzDate.slice(13, 15)}Z`,
    );
    const { url, request: ours } = await signedRead('AdminListGroupsForUser', input, options, at);

    expect(url.href).toBe(`${theirs.protocol}//${theirs.hostname}${theirs.path}`);
    expect(ours.method).toBe(theirs.method);
    for (const header of ['host', 'content-type', 'x-amz-target', 'x-amz-date']) {
      expect(ours.headers[header], header).toBe(theirs.headers[header]);
    }
    expect(JSON.parse(ours.body as string)).toEqual(JSON.parse(theirs.body as string));
    // Same keys, day, region and service: what AWS checks the signature against.
    const scope = (authorization: string | undefined) => /Credential=([^,]+)/.exec(authorization ?? '')?.[1];
    expect(scope(ours.headers.authorization)).toBe(scope(theirs.headers.authorization));
    expect(scope(ours.headers.authorization)).toMatch(
      /^AKIDEXAMPLE\/\d{8}\/ca-central-1\/cognito-idp\/aws4_request$/,
    );
    client.destroy();
  });
});
