// Screens only a member may use. A visitor is sent to /login (spec section 2: the creation pages
// "show the login page if not signed in") and comes back here after signing in.
// Every way to /login (this guard, the menu's Log In, a post's "Log in" prompt) names the page the
// member was on, in the route's state and in this tab's sessionStorage (a reload of /login, or the
// sign-up and code steps, still end there).
import type { ComponentProps, ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { rememberReturnTo } from './drafts.ts';
import { paths } from './paths.ts';
import { useSession } from './session.ts';

export interface LoginState {
  from?: string;
}

function useHere(): string {
  const location = useLocation();
  return location.pathname + location.search + location.hash;
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const here = useHere();
  if (!user) {
    rememberReturnTo(here);
    const state: LoginState = { from: here };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}

/** A link to /login that comes back to this page after logging in. */
export function LoginLink({ onClick, ...props }: Omit<ComponentProps<typeof Link>, 'to' | 'state'>) {
  const here = useHere();
  return (
    <Link
      {...props}
      to={paths.login}
      state={{ from: here } satisfies LoginState}
      onClick={(event) => {
        rememberReturnTo(here);
        onClick?.(event);
      }}
    />
  );
}
