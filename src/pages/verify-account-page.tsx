import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { StatusCard } from '@/components/ui/status-card';
import { paths } from '@contract/web-pages';
import { useVerifyAccount } from '@/features/auth/api/verify-account';
import { useAuth } from '@/features/auth/auth-context';
import { planQueries } from '@/features/plans/api/plan-queries';
import { getErrorMessageOr } from '@/lib/errors';

const ALREADY_VERIFIED = 'Your e-mail address is already verified.';

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

  // A link opened a second time (a second click, a mail app's preview) is spent, but the member it
  // verified is: tell them so, not that their link is broken.
  const alreadyVerified = verify.isError && Boolean(user?.is_verified);
  // A guest's plans move to the account with the address: offer the newest first.
  const plans = useQuery({
    ...planQueries.list({ page: 1, filter: 'all' }),
    enabled: (verify.isSuccess || alreadyVerified) && Boolean(user),
  });
  const newest = plans.data?.plans[0];

  const outcome = !token
    ? { failed: true, message: 'This verification link is incomplete.' }
    : verify.isSuccess
      ? { failed: false, message: verify.data }
      : alreadyVerified
        ? { failed: false, message: ALREADY_VERIFIED }
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
          {!outcome.failed && newest ? (
            <div className="flex flex-wrap gap-3">
              <Link to={paths.datePlan.href(newest.plan_id)} className="btn-primary">
                See your plan
              </Link>
              <Link to={paths.myDates} className="btn-secondary">
                My Dates
              </Link>
              <Link to={paths.profile} className="btn-ghost">
                Go to your profile
              </Link>
            </div>
          ) : (
            <Link to={user ? paths.profile : paths.signIn} className="btn-primary">
              {user ? 'Go to your profile' : 'Sign in'}
            </Link>
          )}
        </>
      )}
    </StatusCard>
  );
}
