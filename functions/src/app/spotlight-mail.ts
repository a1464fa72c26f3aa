// The email a Writer's Spotlight decision sends its applicant: shortlisted, featured or declined, in
// the language of their email settings, laid out as every email is (render-email.ts), with its
// one-click unsubscribe. Sent by the volunteer's request itself, after the decision is stored with the
// email owed (a decision is not an event of a post, so the notifier's stream never sees it); one whose
// send failed is sent by the timers sweep (spotlight.ts, sendOwedDecisionMails).

import type { SpotlightDecision } from '@bookwish/shared/domain/spotlight';
import { DEFAULT_LOCALE } from '@bookwish/shared/i18n/locales';
import { type EmailKind, emailKind } from './email-kinds.ts';
import type { Mailer, MemberDirectory, NotificationSettings, UnsubscribeSecret } from './notify-ports.ts';
import { renderEmail } from './render-email.ts';
import type { DecisionMail } from './spotlight.ts';
import { signUnsubscribe } from './unsubscribe-token.ts';

export const DECISION_EMAIL = {
  shortlisted: 'spotlightShortlisted',
  featured: 'spotlightFeatured',
  declined: 'spotlightDeclined',
} as const satisfies Record<SpotlightDecision, EmailKind>;

export interface DecisionMailDeps {
  directory: Pick<MemberDirectory, 'contactOf'>;
  settings: Pick<NotificationSettings, 'getWithLinkGeneration'>;
  secret: UnsubscribeSecret;
  /** null where email is not set up: nothing is sent. */
  mailer: Mailer | null;
  origin: string;
}

export function decisionMail(deps: DecisionMailDeps): DecisionMail {
  return async (uid: string, decision: SpotlightDecision) => {
    if (!deps.mailer) return;
    const kind = DECISION_EMAIL[decision];
    const { category } = emailKind(kind);
    const { settings, linkGeneration } = await deps.settings.getWithLinkGeneration(uid);
    if (!settings[category]) return;
    const member = await deps.directory.contactOf(uid);
    // An applicant who deleted their account since gets nothing.
    if (!member) return;
    const token = signUnsubscribe(await deps.secret.get(), uid, category, linkGeneration);
    const unsubscribeUrl = `${deps.origin}/api/unsubscribe?token=${encodeURIComponent(token)}`;
    const email = renderEmail({
      kind,
      locale: settings.language ?? DEFAULT_LOCALE,
      recipientName: member.name,
      otherName: '',
      bookTitle: '',
      postUrl: `${deps.origin}/event`,
      unsubscribeUrl,
    });
    await deps.mailer.send({ to: member.email, ...email, unsubscribeUrl });
  };
}
