import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@contract/web-pages';
import { useVerifyAccount } from '@/features/auth/api/verify-account';
import { useAuth } from '@/features/auth/auth-context';
import { getErrorMessageOr } from '@/lib/errors';

export default function VerifyAccountPage() {
  const [params] = useSearchParams();
  const token = params.get('token');
  const { user } = useAuth();
  const verify = useVerifyAccount();
  const started = useRef(false);
  const { mutate } = verify;

  useEffect(() => {
    if (!token || started.current) return;
    started.current = true;
    mutate({ token });
  }, [token, mutate]);

  const outcome = !token
    ? { failed: true, message: 'This verification link is incomplete.' }
    : verify.isSuccess
      ? { failed: false, message: verify.data }
      : verify.isError
        ? { failed: true, message: getErrorMessageOr(verify.error, 'Failed to verify account') }
        : null;

  return (
    <StatusCard title="Verify your account">
      {!outcome ? (
        <p className="flex items-center gap-3">
          <Spinner label="Verifying" className="h-5 w-5" /> Checking your link...
        </p>
      ) : (
        <>
          <p role={outcome.failed ? 'alert' : 'status'}>{outcome.message}</p>
          <Link to={user ? paths.profile : paths.signIn} className="btn-primary">
            {user ? 'Go to your profile' : 'Sign in'}
          </Link>
        </>
      )}
    </StatusCard>
  );
}
