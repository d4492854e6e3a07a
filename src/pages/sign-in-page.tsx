import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import type { User } from '@contract/auth';
import { paths } from '@contract/web-pages';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { GuestPlanNotice } from '@/features/auth/components/guest-plan-notice';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { VerifyToClaimCard } from '@/features/auth/components/verify-to-claim-card';
import { guestPlanWaiting } from '@/features/auth/guest-plan';
import { redirectTarget } from '@/features/auth/redirects';

export default function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state, paths.home);
  // A guest's plan reaches an account only once its address is verified.
  const [awaitingVerification, setAwaitingVerification] = useState<User | null>(null);

  if (awaitingVerification) return <VerifyToClaimCard user={awaitingVerification} />;

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your date plans and make new ones.">
      <GuestPlanNotice user={null} className="mb-6" />
      <GoogleButton label="Sign in with Google" returnTo={redirectTarget(location.state, paths.myDates)} />
      <OrDivider />
      <SignInForm
        onSuccess={(user) =>
          guestPlanWaiting(user) ? setAwaitingVerification(user) : void navigate(target, { replace: true })
        }
      />
      <p className="mt-6 text-center text-sm text-plum-700">
        New to Datecraft?{' '}
        <Link
          to={paths.signUp}
          state={location.state}
          className="font-semibold text-brand-700 hover:underline"
        >
          Create an account
        </Link>
      </p>
    </AuthCard>
  );
}
