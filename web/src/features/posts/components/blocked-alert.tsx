// Why the panel of a post's main action (Offer, Request) cannot be used: a visitor reads the spec's
// sign-in text with a Log In link that comes back here; a member reads the refusal (their own post).

import { Alert } from '../../../components/ui/alert.tsx';
import { LoginLink } from '../../../lib/auth-guard.tsx';
import { t } from '../../../lib/i18n/i18n.ts';

export function BlockedAlert({
  message,
  signedIn,
  className,
}: {
  message: string;
  signedIn: boolean;
  className?: string;
}) {
  return (
    <Alert
      className={className}
      variant={signedIn ? 'destructive' : 'info'}
      title={signedIn ? t('blockedAlert.error') : t('blockedAlert.signIn')}
    >
      {message}
      {!signedIn && (
        <>
          {' '}
          <LoginLink className="font-semibold text-brand-dark underline underline-offset-2">
            {t('blockedAlert.logIn')}
          </LoginLink>
        </>
      )}
    </Alert>
  );
}
