// Why the panel of a post's main action (Offer, Request) cannot be used: a visitor reads the spec's
// sign-in text with a Log In link that comes back here; a member reads the refusal (their own post).
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '../../../components/ui/alert.tsx';
import type { LoginState } from '../../../lib/auth-guard.tsx';
import { paths } from '../../../lib/paths.ts';

export function BlockedAlert({
  message,
  signedIn,
  className,
}: {
  message: string;
  signedIn: boolean;
  className?: string;
}) {
  const location = useLocation();
  return (
    <Alert
      className={className}
      variant={signedIn ? 'destructive' : 'info'}
      title={signedIn ? 'Error' : 'Sign in'}
    >
      {message}
      {!signedIn && (
        <>
          {' '}
          <Link
            to={paths.login}
            state={{ from: location.pathname } satisfies LoginState}
            className="font-semibold text-brand-dark underline underline-offset-2"
          >
            Log In
          </Link>
        </>
      )}
    </Alert>
  );
}
