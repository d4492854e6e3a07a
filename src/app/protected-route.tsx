import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { PageSpinner } from '@/components/ui/spinner';
import { paths } from '@contract/web-pages';
import { useAuth } from '@/features/auth/auth-context';

/** Members only: a spinner while the session loads, else a trip to sign in that remembers where to return. */
export function ProtectedRoute({ children }: { children: ReactNode }) {
  const { status, signedOutByUser } = useAuth();
  const location = useLocation();
  if (status === 'loading') return <PageSpinner label="Loading your session" />;
  if (status === 'signed-out') {
    // Spec: signing out goes home; only a visitor who needs to sign in is sent to the sign-in page.
    if (signedOutByUser) return <Navigate to={paths.home} replace />;
    return <Navigate to={paths.signIn} replace state={{ from: location }} />;
  }
  return children;
}
