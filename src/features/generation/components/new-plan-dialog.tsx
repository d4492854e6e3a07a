import { useState, type FormEvent } from 'react';
import { Modal } from '@/components/ui/modal';
import { useAuth } from '@/features/auth/auth-context';
import { storage } from '@/lib/storage';
import { generationErrorText, useStartGeneration } from '../use-start-generation';
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
  const [step, setStep] = useState<'describe' | 'email'>('describe');
  const start = useStartGeneration({
    onStarted: () => {
      setDescription('');
      setStep('describe');
      onClose();
    },
  });
  const blank = description.trim() === '';
  const error = start.error ? generationErrorText(start.error) : null;

  const submitDescription = (event: FormEvent) => {
    event.preventDefault();
    if (blank || start.isPending) return;
    if (status === 'signed-in') start.mutate({ description });
    else setStep('email');
  };

  return (
    <Modal open={open} title="Plan a new date" onClose={onClose} closable={!start.isPending} size="lg">
      {step === 'describe' ? (
        <form onSubmit={submitDescription} className="space-y-4">
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
            />
            <p className="mt-2 text-sm text-plum-600">For example: {EXAMPLE}</p>
          </div>
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose} disabled={start.isPending}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={blank || start.isPending}>
              {start.isPending
                ? 'Starting your date plan...'
                : status === 'signed-in'
                  ? 'Create my date plan'
                  : 'Continue'}
            </button>
          </div>
        </form>
      ) : (
        <GuestEmailForm
          submitting={start.isPending}
          submitLabel="Create my date plan"
          onBack={() => setStep('describe')}
          onSubmit={(guestEmail) =>
            start.mutate({ description, guestEmail }, { onError: () => setStep('describe') })
          }
        />
      )}
    </Modal>
  );
}
