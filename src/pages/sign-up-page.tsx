import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { SignUpForm } from '@/features/auth/components/sign-up-form';
import { redirectTarget } from '@/features/auth/redirects';

export default function SignUpPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state, paths.myDates);

  return (
    <AuthCard
      title="Create your account"
      subtitle="Save your date plans, share them and plan the next one in seconds."
    >
      <GoogleButton label="Sign up with Google" returnTo={target} />
      <OrDivider />
      <SignUpForm onSuccess={() => void navigate(target, { replace: true })} />
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
