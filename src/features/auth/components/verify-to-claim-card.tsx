import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@contract/web-pages';
import { getErrorMessageOr } from '@/lib/errors';
import { useResendVerification } from '../api/resend-verification';
import { AuthCard } from './auth-card';
import { GuestPlanNotice } from './guest-plan-notice';

/**
 * Shown after signing up or in with the address of a plan made as a guest while that address is not
 * verified yet: the plan is not the account's until the e-mailed link is followed.
 */
export function VerifyToClaimCard({ user }: { user: User }) {
  const resend = useResendVerification();

  return (
    <AuthCard title="Verify your e-mail address" subtitle={`Follow the link we sent to ${user.email}.`}>
      <GuestPlanNotice user={user} />
      {resend.isSuccess ? (
        <p role="status" className="mt-4 text-sm text-plum-700">
          {resend.data}
        </p>
      ) : null}
      {resend.isError ? (
        <p role="alert" className="mt-4 text-sm text-plum-700">
          {getErrorMessageOr(resend.error, 'Could not send the verification e-mail')}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.myDates} replace className="btn-primary w-full">
          Go to My Dates
        </Link>
        <button
          type="button"
          className="btn-secondary w-full"
          disabled={resend.isPending}
          onClick={() => resend.mutate()}
        >
          {resend.isPending ? 'Sending...' : 'Send a new link'}
        </button>
      </div>
    </AuthCard>
  );
}
