import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@/config/paths';
import { verifyAccount } from '@/features/auth/api/account-recovery';
import { getMe } from '@/features/auth/api/get-me';
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

  // The link may also have moved the account to a new address, so the session reloads it, once.
  const reloaded = useRef(false);
  const signedIn = user !== null;
  useEffect(() => {
    if (state.kind !== 'done' || !signedIn || reloaded.current) return;
    reloaded.current = true;
    getMe()
      .then(setUser)
      .catch(() => undefined);
  }, [state.kind, signedIn, setUser]);

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
