// A Writer's Spotlight decision mails its applicant: each decision its own kind of email, in the
// language of their settings, with an unsubscribe link that works; nothing to a member who switched
// updates off, nor to one whose account is gone, nor where email is not set up.

import { SPOTLIGHT_DECISIONS } from '@bookwish/shared/domain/spotlight';
import { describe, expect, it } from 'vitest';
import { PROGRAM_EMAIL_KINDS } from './email-kinds.ts';
import { memoryNotifyPorts, TEST_ORIGIN, TEST_SECRET } from './notify-test-ports.ts';
import { DECISION_EMAIL, decisionMail } from './spotlight-mail.ts';
import { verifyUnsubscribe } from './unsubscribe-token.ts';

const applicant = 'writer';

function setup() {
  const ports = memoryNotifyPorts({ writer: { email: 'wren@example.org', name: 'Wren Writer' } });
  const mail = decisionMail({
    directory: ports.directory,
    settings: ports.settings,
    secret: { get: async () => TEST_SECRET },
    mailer: ports.mailer,
    origin: TEST_ORIGIN,
  });
  return { ports, mail };
}

describe("a Writer's Spotlight decision's email", () => {
  it('each decision sends its own kind, to the applicant, with a working unsubscribe link', async () => {
    const { ports, mail } = setup();
    for (const decision of SPOTLIGHT_DECISIONS) await mail(applicant, decision);
    expect(ports.outbox.map((email) => email.to)).toEqual(Array(3).fill('wren@example.org'));
    expect(ports.outbox.map((email) => email.subject)).toEqual([
      "Your Writer's Spotlight application is shortlisted",
      "You are featured in the Writer's Spotlight",
      "About your Writer's Spotlight application",
    ]);
    const first = ports.outbox[0];
    expect(first?.text).toContain('Hi Wren Writer,');
    expect(first?.text).toContain(`${TEST_ORIGIN}/event`);
    const token = decodeURIComponent(first?.unsubscribeUrl?.split('token=')[1] ?? '');
    expect(verifyUnsubscribe(TEST_SECRET, token)).toMatchObject({ uid: 'writer', category: 'updates' });
    expect([...Object.values(DECISION_EMAIL)].sort()).toEqual([...PROGRAM_EMAIL_KINDS].sort());
  });

  it("is written in the applicant's language", async () => {
    const { ports, mail } = setup();
    await ports.settings.set('writer', { language: 'fa' });
    await mail(applicant, 'declined');
    expect(ports.outbox[0]?.subject).toBe('دربارهٔ درخواست شما برای نویسندهٔ برگزیده');
    expect(ports.outbox[0]?.html).toContain('lang="fa" dir="rtl"');
  });

  it('sends nothing to a member with updates off, a deleted account, or without a sender', async () => {
    const { ports, mail } = setup();
    await ports.settings.set('writer', { updates: false });
    await mail(applicant, 'featured');
    await mail('gone', 'featured');
    const silent = decisionMail({
      directory: ports.directory,
      settings: ports.settings,
      secret: { get: async () => TEST_SECRET },
      mailer: null,
      origin: TEST_ORIGIN,
    });
    await ports.settings.set('writer', { updates: true });
    await silent(applicant, 'featured');
    expect(ports.outbox).toEqual([]);
  });
});
