// Which failures a member reads as "try again" (503 with Retry-After): a store or the user pool that is
// overloaded, stalled or out of reach. Our own refusals and a bug stay what they are.
import { commonMessages } from '@bookwish/shared/domain/messages';
import { describe, expect, it } from 'vitest';
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
    expect(toResponse(named(name), 'request-3').statusCode).toBe(500);
  });
});
