import { MAX_QUERY_LENGTH, QUERY_COUNTER_FROM } from '@contract/date-plans-constants';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { PRODUCT_NAME } from '@/config/env';
import { useAuth } from '@/features/auth/auth-context';
import { useWhenSessionKnown } from '@/features/auth/use-when-session-known';
import { ENABLED_BY_TEXT_ATTRIBUTE } from '@contract/first-paint';
import { STORED_FIELD_ATTRIBUTE } from '@/lib/stored-fields';
import { storage, storageKeys } from '@/lib/storage';
import { useHydrated } from '@/lib/use-hydrated';
import { useTakenOverField } from '@/lib/use-taken-over-field';
import { namesNoCity } from '../api/get-places';
import { generationErrorText, useStartGeneration } from '../use-start-generation';
import { CityStep } from './city-step';
import { DescriptionCounter } from './description-counter';
import { GuestEmailForm } from './guest-email-form';

/** The landing hero's form: describe the date, then (for guests) give an e-mail, then watch it being made. */
export function DateDescriptionForm() {
  const { status } = useAuth();
  // Hydrating the prerendered page, the box is empty as in its HTML: the boot script restores the
  // stored description into the box and the app takes it over from there, with anything typed since.
  const hydrated = useHydrated();
  const [description, setDescription] = useState(() =>
    hydrated ? (storage.get('idealDateDescription') ?? '') : '',
  );
  const descriptionRef = useTakenOverField<HTMLTextAreaElement>(description, setDescription);
  // After the description: where the date is (when it does not say), then a guest's e-mail.
  const [asking, setAsking] = useState<'city' | 'email' | null>(null);
  const [city, setCity] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const start = useStartGeneration({ onStarted: () => setAsking(null) });
  const blank = description.trim() === '';

  const startWhenKnown = (chosen: string | undefined) => {
    setCity(chosen);
    if (status === 'signed-in') start.mutate({ description, city: chosen });
    else setAsking('email');
  };
  const startIn = useWhenSessionKnown(startWhenKnown);
  const busy = start.isPending || checking || startIn.waiting;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setChecking(true);
    const askWhere = await namesNoCity(description);
    setChecking(false);
    if (askWhere) setAsking('city');
    else startIn.request(undefined);
  };

  return (
    <>
      <form onSubmit={(event) => void submit(event)} className="card p-3 sm:p-4">
        <label htmlFor="date-description" className="sr-only">
          Describe your ideal date
        </label>
        <textarea
          id="date-description"
          ref={descriptionRef}
          {...{ [STORED_FIELD_ATTRIBUTE]: storageKeys.idealDateDescription }}
          rows={4}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
          placeholder="A romantic evening in Paris: a walk along the Seine at sunset, dinner at a cosy bistro, then a jazz show…"
          className="block w-full resize-none rounded-xl border-0 bg-transparent px-3 py-2 text-base text-plum-950 placeholder:text-plum-400 focus:ring-0 focus:outline-none"
          maxLength={MAX_QUERY_LENGTH}
          aria-describedby={description.length >= QUERY_COUNTER_FROM ? 'date-description-count' : undefined}
        />
        <DescriptionCounter id="date-description-count" length={description.length} />
        <div className="flex flex-col gap-3 border-t border-plum-100 px-2 pt-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-plum-600">
            Our AI builds a personalised plan with places, timings, costs and tips.
          </p>
          <button
            type="submit"
            className="btn-primary shrink-0 px-6 py-3"
            disabled={blank || busy}
            // Only in the prerendered page: the first-paint script enables it for typed text until the app
            // has it.
            {...(hydrated ? {} : { [ENABLED_BY_TEXT_ATTRIBUTE]: 'date-description' })}
          >
            {busy ? (
              <>
                <Spinner label="Starting your date plan..." className="h-4 w-4" />
                Starting your date plan...
              </>
            ) : (
              `Plan with ${PRODUCT_NAME}`
            )}
          </button>
        </div>
      </form>
      <Modal
        open={asking !== null}
        title={asking === 'city' ? 'Where will you be?' : 'Enter your email to continue'}
        onClose={() => setAsking(null)}
        closable={!start.isPending}
      >
        {asking === 'city' ? (
          <CityStep
            submitting={start.isPending}
            submitLabel={status === 'signed-in' ? 'Create my date plan' : 'Continue'}
            onSubmit={startIn.request}
          />
        ) : (
          <GuestEmailForm
            submitting={start.isPending}
            submitLabel="Create my date plan"
            failure={start.error ? generationErrorText(start.error) : null}
            onSubmit={(guestEmail) => start.mutate({ description, guestEmail, city })}
          />
        )}
      </Modal>
    </>
  );
}
