import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@contract/web-pages';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { GuestPlanNotice } from '@/features/auth/components/guest-plan-notice';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { VerifyToClaimCard } from '@/features/auth/components/verify-to-claim-card';
import { guestPlanWaiting } from '@/features/auth/guest-plan';
import { redirectTarget } from '@/features/auth/redirects';

export default function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state, paths.myDates);
  // A guest's plan is not the new account's until its address is verified, so its page would not open yet.
  const [awaitingVerification, setAwaitingVerification] = useState<User | null>(null);

  if (awaitingVerification) return <VerifyToClaimCard user={awaitingVerification} />;

  return (
    <AuthCard
      title="Create your account"
      subtitle="Save your date plans, share them and plan the next one in seconds."
    >
      <GuestPlanNotice user={null} className="mb-6" />
      <GoogleButton label="Sign up with Google" returnTo={target} />
      <OrDivider />
      <SignUpForm
        onSuccess={(user) =>
          guestPlanWaiting(user) ? setAwaitingVerification(user) : void navigate(target, { replace: true })
        }
      />
      <p className="mt-6 text-center text-sm text-plum-700">
        Already have an account?{' '}
        <Link
          to={paths.signIn}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          Sign in
        </Link>
      </p>
    </AuthCard>
  );
}
