import { isHttpError } from '@/lib/http-error';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Logo } from '@/components/ui/logo';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@contract/web-pages';
import { useExchangeGoogleCode } from '@/features/auth/api/google-sign-in';
import { redirectTarget } from '@/features/auth/redirects';
import { getErrorMessageOr } from '@/lib/errors';
import { storage } from '@/lib/storage';

const NO_CODE = 'Authentication failed: No authorization code received';
const FAILED = 'Authentication failed. Please try again.';

/** The exchange's own refusals (e.g. one already in progress) are shown as they are worded. */
const exchangeErrorText = (cause: Error) =>
  !isHttpError(cause) ? cause.message : getErrorMessageOr(cause, FAILED);

/** Where Google sends the browser back: redeems the code once, then continues where the person was going. */
export default function GoogleCallbackPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const code = params.get('code');
  const exchange = useExchangeGoogleCode();
  const { mutate } = exchange;
  const started = useRef(false);
  const error = !code ? NO_CODE : exchange.isError ? exchangeErrorText(exchange.error) : null;

  useEffect(() => {
    if (!code || started.current) return;
    started.current = true;
    mutate(
      { code, state: params.get('state'), iss: params.get('iss') },
      {
        onSuccess: () => {
          const saved = storage.get('authRedirectUrl');
          storage.remove('authRedirectUrl');
          void navigate(redirectTarget({ returnUrl: saved }, paths.myDates), { replace: true });
        },
      },
    );
  }, [code, params, mutate, navigate]);

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-blush px-4">
      <Link to={paths.home} aria-label="Datecraft home">
        <Logo />
      </Link>
      <div className="card mt-8 w-full max-w-md p-8 text-center">
        {error ? (
          <>
            <h1 className="font-display text-2xl font-bold text-plum-950">Authentication Failed</h1>
            <p role="alert" className="mt-3 text-plum-700">
              {error}
            </p>
            <button
              type="button"
              className="btn-primary mt-6"
              onClick={() => void navigate(paths.signIn, { replace: true })}
            >
              Return to Sign In
            </button>
          </>
        ) : (
          <>
            <Spinner label="Completing sign in" className="mx-auto h-10 w-10" />
            <h1 className="mt-4 font-display text-2xl font-bold text-plum-950">Completing Sign In</h1>
            <p className="mt-2 text-plum-700">Just a moment while we finish signing you in with Google.</p>
          </>
        )}
      </div>
    </main>
  );
}
