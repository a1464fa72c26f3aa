// Which failures a member reads as "try again" (503 with Retry-After): a store or the user pool that is
// overloaded, stalled or out of reach. Our own refusals and a bug stay what they are.
import { commonMessages } from '@bookwish/shared/domain/messages';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStoreUnavailable } from './api-error.ts';
import { toResponse } from './error-mapper.ts';

const named = (name: string) => Object.assign(new Error('refused'), { name });

describe('a store that did not answer', () => {
  it.each([
    'ThrottlingException',
    'ProvisionedThroughputExceededException',
    'TooManyRequestsException',
    'InternalErrorException',
    'TimeoutError',
  ])('%s is "try again" with Retry-After', (name) => {
    expect(isStoreUnavailable(named(name))).toBe(true);
    const response = toResponse(named(name), 'request-1');
    expect(response.statusCode).toBe(503);
    expect(response.headers?.['retry-after']).toBe('1');
    expect(JSON.parse(String(response.body)).error.message).toBe(commonMessages.unexpected);
  });

  it('a refused connection is "try again" by its socket code', () => {
    const refused = Object.assign(new Error('The user pool could not be reached'), { code: 'ECONNREFUSED' });
    expect(toResponse(refused, 'request-2').statusCode).toBe(503);
  });

  it.each(['UserNotFoundException', 'ValidationException', 'Error'])('%s is no outage', (name) => {
    expect(isStoreUnavailable(named(name))).toBe(false);
    // Its log line is the next test's; kept off the run's output here.
    vi.spyOn(process.stderr, 'write').mockReturnValue(true);
    vi.spyOn(process.stdout, 'write').mockReturnValue(true);
    expect(toResponse(named(name), 'request-3').statusCode).toBe(500);
    vi.restoreAllMocks();
  });
});

describe('what an operator reads of a 500', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("names the error and where it was thrown, never the SDK's message (it quotes refused values)", () => {
    const lines: string[] = [];
    // Powertools writes errors to stderr, the rest to stdout.
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        lines.push(String(chunk));
        return true;
      });
    }
    const refused = named('ValidationException');
    refused.message = 'One or more parameter values were invalid: priya@example.org, 12 Private Lane';
    refused.stack = `ValidationException: ${refused.message}\n    at Object.send (client.js:1:1)`;
    expect(toResponse(refused, 'request-4').statusCode).toBe(500);
    vi.restoreAllMocks();
    const record = JSON.parse(lines.join('').trim().split('\n').at(-1) ?? '{}') as Record<string, unknown>;
    expect(record).toMatchObject({
      message: 'unhandled error',
      requestId: 'request-4',
      errorName: 'ValidationException',
    });
    expect(record.stack).toBe('    at Object.send (client.js:1:1)');
    expect(lines.join('')).not.toMatch(/priya@example\.org|Private Lane/);
  });
});
