import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { verifyAccount } from '@/features/auth/api/account-recovery';
import { useAuth } from '@/features/auth/auth-context';
import { getErrorMessageOr } from '@/lib/errors';

type State = { kind: 'working' } | { kind: 'done'; message: string } | { kind: 'failed'; message: string };

export default function VerifyAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user, setUser } = useAuth();
  const [state, setState] = useState<State>(() =>
    token ? { kind: 'working' } : { kind: 'failed', message: 'This verification link is incomplete.' },
  );
  const started = useRef(false);

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    verifyAccount(token)
      .then((message) => setState({ kind: 'done', message }))
      .catch((error: unknown) =>
        setState({ kind: 'failed', message: getErrorMessageOr(error, 'Failed to verify account') }),
      );
  }, [token]);

  useEffect(() => {
    if (state.kind === 'done' && user && !user.is_verified) setUser({ ...user, is_verified: true });
  }, [state.kind, user, setUser]);

  return (
    <StatusCard title="Verify your account">
      {state.kind === 'working' ? (
        <p className="flex items-center gap-3">
          <Spinner label="Verifying" className="h-5 w-5" /> Checking your link...
        </p>
      ) : (
        <>
          <p role={state.kind === 'failed' ? 'alert' : 'status'}>{state.message}</p>
          <Link to={user ? paths.profile : paths.signIn} className="btn-primary">
            {user ? 'Go to your profile' : 'Sign in'}
          </Link>
        </>
      )}
    </StatusCard>
  );
}
