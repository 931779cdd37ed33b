import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useSession } from './store.ts';

export interface GuardProps {
  children: ReactNode;
}

/** Manager pages: without a stored token the user goes to /login (spec sections 2 and 6). */
export function RequireSession({ children }: GuardProps) {
  const token = useSession((state) => state.token);
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return children;
}

export interface RedirectIfSignedInProps extends GuardProps {
  /** Where a signed-in user goes instead: '/' from /login, '/properties' from /signup. */
  to: string;
}

/** Account-entry pages: a stored token skips them. */
export function RedirectIfSignedIn({ to, children }: RedirectIfSignedInProps) {
  const token = useSession((state) => state.token);
  if (token) return <Navigate to={to} replace />;
  return children;
}
