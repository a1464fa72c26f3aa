// /login: log in, sign up (switched by a link), the verification-code step, and forgot password.
// The menu and footer are hidden here (the router's route handle); the logo links home.

import { useState } from 'react';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import { toast } from 'sonner';
import type { LoginState } from '../../lib/auth-guard.tsx';
import { forgetReturnTo, returnTo } from '../../lib/drafts.ts';
import { t } from '../../lib/i18n/i18n.ts';
import { paths, staticImages } from '../../lib/paths.ts';
import { currentUser } from '../../lib/session.ts';
import { ForgotPasswordForm } from './components/forgot-password-form.tsx';
import { LoginForm } from './components/login-form.tsx';
import { SignUpForm } from './components/sign-up-form.tsx';
import { VerifyForm } from './components/verify-form.tsx';

type Step =
  | { name: 'login'; email: string }
  | { name: 'signup' }
  | { name: 'verify'; email: string; password: string }
  | { name: 'forgot'; email: string };

/** Only a path of this site (never //elsewhere), and never /login itself. */
function safeReturn(path: string | null | undefined): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.startsWith(paths.login)) return null;
  return path;
}

/** The page whose plain link loaded this document at /login: a prerendered page or a post's shell
 * tapped before the app had started carries no state and left no note, only the browser's referrer. */
function referringPage(): string | null {
  const [load] = performance.getEntriesByType('navigation');
  try {
    if (!load || new URL(load.name).pathname !== paths.login) return null;
    const referrer = new URL(document.referrer);
    return referrer.origin === window.location.origin ? referrer.pathname + referrer.search : null;
  } catch {
    return null; // no referrer (typed, bookmarked, or withheld)
  }
}

export default function LoginPage() {
  const navigate = useNavigate();
  const location = useLocation();
  // Back to the page the member was on (the link's state, this tab's note of it after a reload, or the
  // page whose link loaded /login).
  const [from] = useState(() =>
    safeReturn((location.state as LoginState | null)?.from ?? returnTo() ?? referringPage()),
  );
  const [step, setStep] = useState<Step>({ name: 'login', email: '' });
  // Someone already signed in has nothing to do here; decided once so signing in does not bounce.
  const [signedInOnArrival] = useState(() => currentUser() !== null);
  if (signedInOnArrival) return <Navigate to={from ?? paths.home} replace />;

  const onSignedIn = () => {
    forgetReturnTo();
    navigate(from ?? paths.home, { replace: true });
  };

  return (
    <div className="flex min-h-dvh flex-col items-center justify-center bg-paper-deep px-4 py-10">
      <title>{t('pages.login.title')}</title>
      <Link to={paths.home} className="mb-8" aria-label={t('loginPage.bookwishHome')}>
        <img
          src={staticImages.logo}
          alt={t('loginPage.bookwish')}
          width={180}
          height={48}
          className="h-12 w-auto"
        />
      </Link>
      <div className="w-full max-w-md rounded-card bg-white p-6 shadow-card sm:p-8">
        {step.name === 'login' && (
          <LoginForm
            email={step.email}
            onSignedIn={onSignedIn}
            onUnconfirmed={(email, password) => setStep({ name: 'verify', email, password })}
            onForgot={(email) => setStep({ name: 'forgot', email })}
            onSignUp={() => setStep({ name: 'signup' })}
          />
        )}
        {step.name === 'signup' && (
          <SignUpForm
            onSignedUp={(email, password) => {
              // The account exists now and the code is on its way: the spec's toast belongs here, while
              // the member is asked for that code, not after they typed it.
              toast.success(t('msg.auth.signUpSuccess'));
              setStep({ name: 'verify', email, password });
            }}
            onLogIn={() => setStep({ name: 'login', email: '' })}
          />
        )}
        {step.name === 'verify' && (
          <VerifyForm email={step.email} password={step.password} onVerified={onSignedIn} />
        )}
        {step.name === 'forgot' && (
          <ForgotPasswordForm email={step.email} onDone={(email) => setStep({ name: 'login', email })} />
        )}
      </div>
    </div>
  );
}
