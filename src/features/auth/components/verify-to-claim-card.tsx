import { useState } from 'react';
import { Link } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@/config/paths';
import { getErrorMessageOr } from '@/lib/errors';
import { resendVerification } from '../api/account-recovery';
import { AuthCard } from './auth-card';
import { GuestPlanNotice } from './guest-plan-notice';

/**
 * Shown after signing up or in with the address of a plan made as a guest while that address is not
 * verified yet: the plan is not the account's until the e-mailed link is followed.
 */
export function VerifyToClaimCard({ user }: { user: User }) {
  const [resent, setResent] = useState<{ ok: boolean; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  const resend = async () => {
    setSending(true);
    try {
      setResent({ ok: true, text: await resendVerification() });
    } catch (error) {
      setResent({ ok: false, text: getErrorMessageOr(error, 'Could not send the verification e-mail') });
    } finally {
      setSending(false);
    }
  };

  return (
    <AuthCard title="Verify your e-mail address" subtitle={`Follow the link we sent to ${user.email}.`}>
      <GuestPlanNotice user={user} />
      {resent ? (
        <p role={resent.ok ? 'status' : 'alert'} className="mt-4 text-sm text-plum-700">
          {resent.text}
        </p>
      ) : null}
      <div className="mt-6 flex flex-col gap-3">
        <Link to={paths.myDates} replace className="btn-primary w-full">
          Go to My Dates
        </Link>
        <button
          type="button"
          className="btn-secondary w-full"
          disabled={sending}
          onClick={() => void resend()}
        >
          {sending ? 'Sending...' : 'Send a new link'}
        </button>
      </div>
    </AuthCard>
  );
}
