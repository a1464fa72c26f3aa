// The winner email of a giveaway: sent by the timers sweep to each winner not emailed yet (the first
// winners after the draw, a replacement after a forfeit), in the winner's language, with the entry that
// won, the prize and the last day to answer. A claim per winner (store/giveaway-store.ts) makes two
// sweeps at once send one email; a failed send releases it for the next sweep. Like the report digest
// it is not one of the member email settings: a prize is news a winner needs, and it carries no
// unsubscribe link.

import { GIVEAWAY_TEXT_LIMITS } from '@bookwish/shared/domain/giveaway';
import { programText } from '@bookwish/shared/domain/program-texts';
import { formatDeadlineIn } from '@bookwish/shared/i18n/dates';
import type { EmailMessageKey } from '@bookwish/shared/i18n/email-catalogues';
import { DEFAULT_LOCALE, type Locale } from '@bookwish/shared/i18n/locales';
import type { GiveawayRecords } from './giveaways.ts';
import { answerBy, winnersToEmail } from './giveaways.ts';
import { emailMessage } from './messages.ts';
import type { Mailer, MemberDirectory, NotificationSettings } from './notify-ports.ts';
import type { Clock } from './ports.ts';
import { isolating, memberText, type RenderedEmail, renderOperationalEmail } from './render-email.ts';

export interface WinnerEmailInput {
  locale: Locale;
  recipientName: string;
  /** The giveaway's name and prize in the winner's language (or English), as volunteers wrote them. */
  giveaway: string;
  prize: string;
  entryId: string;
  /** The last moment to answer (epoch ms), written as the language writes a day. */
  deadline: number;
  /** Where the winner writes to the volunteers (the contact page). */
  contactUrl: string;
}

export function renderWinnerEmail(input: WinnerEmailInput): RenderedEmail {
  const t = (key: EmailMessageKey, values?: Record<string, string | number>) =>
    emailMessage(input.locale, key, values);
  // Volunteer-written words and a Latin entry id are isolated in a right-to-left email, as member text is.
  const isolate = isolating(input.locale);
  const values = {
    giveaway: isolate(memberText(input.giveaway, GIVEAWAY_TEXT_LIMITS.name)),
    prize: isolate(memberText(input.prize, GIVEAWAY_TEXT_LIMITS.prize)),
    entry: isolate(input.entryId),
    deadline: formatDeadlineIn(input.deadline, input.locale),
  };
  return renderOperationalEmail({
    locale: input.locale,
    subject: t('giveawayWin.subject', values).replace(/[\r\n]+/g, ' '),
    greeting: t('email.greeting', { name: isolate(memberText(input.recipientName, 60)) }),
    lines: [t('giveawayWin.line1', values), t('giveawayWin.line2', values)],
    action: t('giveawayWin.action'),
    url: input.contactUrl,
    why: t('giveawayWin.why'),
  });
}

export interface WinnerEmailDeps {
  giveaways: GiveawayRecords;
  claims: {
    claim(id: string, person: string, at: number): Promise<boolean>;
    release(id: string, person: string): Promise<void>;
  };
  directory: Pick<MemberDirectory, 'contactOf'>;
  settings: Pick<NotificationSettings, 'get'>;
  mailer: Mailer;
  clock: Clock;
  origin: string;
}

/** Emails each winner not emailed yet. One failed send does not stop the others; it is released and
 * the sweep's invocation fails, so the next sweep tries it again. */
export async function sendWinnerEmails(deps: WinnerEmailDeps): Promise<{ sent: number }> {
  let sent = 0;
  let failed: unknown = null;
  for (const due of await winnersToEmail(deps)) {
    const now = deps.clock.now();
    if (!(await deps.claims.claim(due.record.id, due.person, now))) continue;
    try {
      const contact = await deps.directory.contactOf(due.uid);
      // An account deleted since the draw: nobody to write to (a volunteer forfeits the prize).
      if (!contact) continue;
      const locale = (await deps.settings.get(due.uid)).language ?? DEFAULT_LOCALE;
      const prize = due.record.prizes[due.person];
      const email = renderWinnerEmail({
        locale,
        recipientName: contact.name,
        giveaway: programText(due.record.texts, 'name', locale).text,
        prize: programText(due.record.texts, 'prize', locale).text,
        entryId: due.entryId,
        deadline: answerBy(due.record, { since: prize?.since ?? now }),
        contactUrl: `${deps.origin}/contact`,
      });
      await deps.mailer.send({ to: contact.email, ...email });
      sent += 1;
    } catch (error) {
      await deps.claims.release(due.record.id, due.person);
      failed = error;
    }
  }
  if (failed !== null) throw failed;
  return { sent };
}
