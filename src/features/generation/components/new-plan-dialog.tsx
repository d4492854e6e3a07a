import { MAX_QUERY_LENGTH, QUERY_COUNTER_FROM } from '@contract/date-plans-constants';
import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { useAuth } from '@/features/auth/auth-context';
import { useWhenSessionKnown } from '@/features/auth/use-when-session-known';
import { storage } from '@/lib/storage';
import { namesNoCity } from '../api/get-places';
import { generationErrorText, useStartGeneration } from '../use-start-generation';
import { CityStep } from './city-step';
import { DescriptionCounter } from './description-counter';
import { GuestEmailForm } from './guest-email-form';

const EXAMPLE =
  'A romantic evening in London: a walk along the river at sunset, dinner at a cosy Italian place, then a West End show.';

interface NewPlanDialogProps {
  open: boolean;
  onClose: () => void;
  /** Text to start from, e.g. a date idea the person picked. */
  initialDescription?: string;
}

/** Step 1 describes the date; guests add an e-mail in step 2. Closing waits while the plan is starting. */
export function NewPlanDialog({ open, onClose, initialDescription }: NewPlanDialogProps) {
  const { status } = useAuth();
  const [description, setDescription] = useState(
    () => initialDescription ?? storage.get('idealDateDescription') ?? '',
  );
  const [step, setStep] = useState<'describe' | 'city' | 'email'>('describe');
  const [city, setCity] = useState<string | undefined>();
  const [checking, setChecking] = useState(false);
  const start = useStartGeneration({
    onStarted: () => {
      setDescription('');
      setStep('describe');
      onClose();
    },
  });
  const blank = description.trim() === '';
  const error = start.error ? generationErrorText(start.error) : null;

  const startWhenKnown = (chosen: string | undefined) => {
    setCity(chosen);
    if (status === 'signed-in') start.mutate({ description, city: chosen });
    else setStep('email');
  };
  const startIn = useWhenSessionKnown(startWhenKnown);
  const busy = start.isPending || checking || startIn.waiting;

  const submitDescription = async (event: FormEvent) => {
    event.preventDefault();
    if (blank || busy) return;
    setChecking(true);
    const askWhere = await namesNoCity(description);
    setChecking(false);
    if (askWhere) setStep('city');
    else startIn.request(undefined);
  };

  return (
    <Modal
      open={open}
      title={step === 'city' ? 'Where will you be?' : 'Plan a new date'}
      onClose={onClose}
      closable={!start.isPending}
      size="lg"
    >
      {step === 'describe' ? (
        <form onSubmit={(event) => void submitDescription(event)} className="space-y-4">
          {error ? (
            <div role="alert" className="alert-error">
              {error}
            </div>
          ) : null}
          <div>
            <label htmlFor="new-plan-description" className="field-label">
              Describe your ideal date
            </label>
            <textarea
              id="new-plan-description"
              rows={5}
              className="field-input resize-none"
              placeholder={EXAMPLE}
              value={description}
              onChange={(event) => setDescription(event.target.value)}
              maxLength={MAX_QUERY_LENGTH}
              aria-describedby={
                description.length >= QUERY_COUNTER_FROM ? 'new-plan-description-count' : undefined
              }
            />
            <DescriptionCounter id="new-plan-description-count" length={description.length} />
            <p className="mt-2 text-sm text-plum-600">For example: {EXAMPLE}</p>
          </div>
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose} disabled={start.isPending}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={blank || busy}>
              {busy
                ? 'Starting your date plan...'
                : status === 'signed-in'
                  ? 'Create my date plan'
                  : 'Continue'}
            </button>
          </div>
        </form>
      ) : step === 'city' ? (
        <CityStep
          submitting={start.isPending}
          submitLabel={status === 'signed-in' ? 'Create my date plan' : 'Continue'}
          onBack={() => setStep('describe')}
          onSubmit={(chosen) =>
            status === 'signed-in'
              ? start.mutate({ description, city: chosen }, { onError: () => setStep('describe') })
              : startIn.request(chosen)
          }
        />
      ) : (
        <GuestEmailForm
          submitting={start.isPending}
          submitLabel="Create my date plan"
          onBack={() => setStep('describe')}
          onSubmit={(guestEmail) =>
            start.mutate({ description, guestEmail, city }, { onError: () => setStep('describe') })
          }
        />
      )}
    </Modal>
  );
}
