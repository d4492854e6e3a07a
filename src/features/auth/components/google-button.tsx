import { getErrorMessageOr } from '@/lib/errors';
import { storage } from '@/lib/storage';
import { GOOGLE_UNAVAILABLE, useGoogleAvailable, useGoogleSsoUrl } from '../api/get-google-sso-url';

interface GoogleButtonProps {
  label: string;
  /** Where to land after the provider sends the browser back. */
  returnTo: string;
}

/** A missing status means no answer at all: to the person, that is Google being unavailable too. */
function googleErrorText(cause: Error): string {
  const status = (cause as { response?: { status?: number } }).response?.status;
  return status === 503 || !status
    ? GOOGLE_UNAVAILABLE
    : getErrorMessageOr(cause, 'Failed to get Google SSO URL');
}

/** Fetches the provider URL, remembers where to come back to, and sends the browser there. */
export function GoogleButton({ label, returnTo }: GoogleButtonProps) {
  const ssoUrl = useGoogleSsoUrl();
  // Known unavailable (not configured): said beside a disabled button, not after a click.
  const unavailable = useGoogleAvailable().data === false;
  // Still connecting after success: the browser is on its way to Google.
  const loading = ssoUrl.isPending || ssoUrl.isSuccess;

  const start = () =>
    ssoUrl.mutate(undefined, {
      onSuccess: (url) => {
        storage.set('authRedirectUrl', returnTo);
        window.location.assign(url);
      },
    });

  return (
    <div>
      <button
        type="button"
        onClick={start}
        disabled={loading || unavailable}
        aria-busy={loading}
        aria-describedby={unavailable ? 'google-unavailable' : undefined}
        className="btn-secondary w-full py-3"
      >
        <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden="true">
          <path
            fill="#4285F4"
            d="M22.6 12.2c0-.8-.1-1.5-.2-2.2H12v4.2h5.9a5 5 0 0 1-2.2 3.3v2.7h3.6c2.1-1.9 3.3-4.8 3.3-8z"
          />
          <path
            fill="#34A853"
            d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.7c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.8A11 11 0 0 0 12 23z"
          />
          <path fill="#FBBC05" d="M5.8 14.2a6.6 6.6 0 0 1 0-4.3V7.1H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
          <path
            fill="#EA4335"
            d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7.1l3.7 2.8C6.7 7.3 9.1 5.4 12 5.4z"
          />
        </svg>
        {loading ? 'Connecting to Google...' : label}
      </button>
      {unavailable ? (
        <p id="google-unavailable" className="mt-2 text-sm text-plum-600">
          {GOOGLE_UNAVAILABLE}
        </p>
      ) : ssoUrl.isError ? (
        <p role="alert" className="mt-2 text-sm text-red-700 dark:text-red-300">
          {googleErrorText(ssoUrl.error)}
        </p>
      ) : null}
    </div>
  );
}
