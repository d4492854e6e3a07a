import { Link, useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { AuthCard, OrDivider } from '@/features/auth/components/auth-card';
import { GoogleButton } from '@/features/auth/components/google-button';
import { SignInForm } from '@/features/auth/components/sign-in-form';
import { redirectTarget } from '@/features/auth/redirects';

export default function SignInPage() {
  const location = useLocation();
  const navigate = useNavigate();
  const target = redirectTarget(location.state, paths.home);

  return (
    <AuthCard title="Welcome back" subtitle="Sign in to see your date plans and make new ones.">
      <GoogleButton label="Sign in with Google" returnTo={redirectTarget(location.state, paths.myDates)} />
      <OrDivider />
      <SignInForm onSuccess={() => void navigate(target, { replace: true })} />
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
