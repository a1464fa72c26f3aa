import { POST_STATUSES } from '@bookwish/shared/domain/steps/roles';
import { describe, expect, it } from 'vitest';
import { actionRequired, statusLabel } from './post-status.ts';

describe('Action Required (spec section 2, Cards and lists)', () => {
  it.each([
    ['wisher', 'offered', true],
    ['wisher', 'fulfilled', true],
    ['wisher', 'posted', false],
    ['wisher', 'confirmed', false],
    ['wisher', 'closed', false],
    ['offerer', 'confirmed', true],
    ['offerer', 'offered', false],
    ['offerer', 'fulfilled', false],
    ['treater', 'requested', true],
    ['treater', 'shipped', false],
    ['requester', 'shipped', true],
    ['requester', 'requested', false],
  ] as const)('%s view, %s: %s', (scope, status, expected) => {
    expect(actionRequired(scope, status)).toBe(expected);
  });

  it('never in the all views', () => {
    for (const status of POST_STATUSES) {
      expect(actionRequired('all', status)).toBe(false);
    }
  });

  it('statuses are shown capitalised', () => {
    expect(statusLabel('fulfilled')).toBe('Fulfilled');
  });
});
