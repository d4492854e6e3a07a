import { useState, type FormEvent } from 'react';
import { storage } from '@/lib/storage';
import { isValidGuestEmail } from '../guest-email';
import { StepActions } from './step-actions';

interface GuestEmailFormProps {
  submitting: boolean;
  onSubmit: (email: string) => void;
  onBack?: () => void;
  submitLabel: string;
  /** Why the last attempt failed (a toast would sit under the dialog's backdrop). */
  failure?: string | null;
}

/** Guests give an e-mail before generating; it is sent with the request and used to follow progress. */
export function GuestEmailForm({ submitting, onSubmit, onBack, submitLabel, failure }: GuestEmailFormProps) {
  const [email, setEmail] = useState(() => storage.get('guestEmail') ?? '');
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isValidGuestEmail(email)) {
      setError('Please enter a valid email address.');
      return;
    }
    setError(null);
    onSubmit(email.trim());
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure ? (
        <div role="alert" className="alert-error">
          {failure}
        </div>
      ) : null}
      <p className="text-plum-700">
        We&apos;ll use it to keep your plan for you. Create a free account with the same e-mail later and the
        plan is waiting in it.
      </p>
      <div>
        <label htmlFor="guest-email" className="field-label">
          Email address
        </label>
        <input
          id="guest-email"
          type="email"
          autoComplete="email"
          className="field-input"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? 'guest-email-error' : undefined}
        />
        {error ? (
          <p id="guest-email-error" role="alert" className="mt-1.5 text-sm text-red-700">
            {error}
          </p>
        ) : null}
      </div>
      <StepActions submitting={submitting} submitLabel={submitLabel} onBack={onBack} />
    </form>
  );
}
