// The exchange-steps table (shared/) names the emails each step may send; the email table (here)
// holds their words. A step naming an email kind that has no entry, or a renamed kind, fails here.
import { actionsOf, exchangeStep } from '@bookwish/shared/domain/exchange-steps';
import { describe, expect, it } from 'vitest';
import { EMAIL_KIND_NAMES } from './email-kinds.ts';

describe('each exchange step names email kinds that exist', () => {
  for (const kind of ['wishlist', 'treat'] as const) {
    it.each(actionsOf(kind))(`${kind} %s`, (action) => {
      const { emails } = exchangeStep(kind, action);
      // Taking a thank-you off the gratitude wall is the recipient's own business: nobody is told.
      // Taking a thank-you off the wall and reporting a post are no hand-off: nobody is emailed.
      if (action !== 'takeOffWall' && action !== 'report') expect(emails.length).toBeGreaterThan(0);
      for (const email of emails) expect(EMAIL_KIND_NAMES).toContain(email);
    });
  }
});
