// The one line a push shows on a member's device, often on a lock screen anyone near the phone can
// read: the email's subject (its one catalogue message, in the member's language) with the other
// member named by first name only, never their full display name. A member who asked for discreet
// notifications gets one sentence that names neither the book nor the other member.

import { firstName } from '@bookwish/shared/domain/thanks-wall';
import { DEFAULT_LOCALE } from '@bookwish/shared/i18n/locales';
import { emailMessage } from './messages.ts';
import { type EmailInput, renderEmail } from './render-email.ts';

export type PushTextInput = Omit<EmailInput, 'recipientName' | 'unsubscribeUrl'> & { discreet: boolean };

export function pushText(input: PushTextInput): string {
  const locale = input.locale ?? DEFAULT_LOCALE;
  if (input.discreet) return emailMessage(locale, 'push.discreet');
  const { discreet: _, ...email } = input;
  return renderEmail({
    ...email,
    recipientName: '',
    unsubscribeUrl: '',
    otherName: firstName(input.otherName),
  }).subject;
}
