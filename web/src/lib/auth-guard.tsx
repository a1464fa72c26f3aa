// Screens only a member may use. A visitor is sent to /login (spec section 2: the creation pages
// "show the login page if not signed in") and comes back here after signing in.
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { paths } from './paths.ts';
import { useSession } from './session.ts';

export interface LoginState {
  from?: string;
}

export function RequireSignIn({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const location = useLocation();
  if (!user) {
    const state: LoginState = { from: location.pathname + location.search };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return children;
}
