import { useEffect, useState, type FormEvent } from 'react';
import type { FeedbackType } from '@contract/feedback';
import {
  MAX_FEEDBACK_LENGTH,
  MAX_FEEDBACK_NAME_LENGTH,
  MIN_FEEDBACK_LENGTH,
} from '@contract/feedback-constants';
import { Modal } from '@/components/ui/modal';
import { useAuth } from '@/features/auth/auth-context';
import { useSubmitFeedback } from '../api/submit-feedback';

export const FEEDBACK_SUCCESS = "Thank you for your feedback! We'll review it as soon as possible.";
export const FEEDBACK_FAILURE = 'Failed to submit feedback. Please try again later.';
const CLOSE_AFTER_MS = 2000;

const TYPES: { value: FeedbackType; label: string }[] = [
  { value: 'general', label: 'General' },
  { value: 'bug_report', label: 'Bug report' },
  { value: 'feature_request', label: 'Feature request' },
  { value: 'date_plan_feedback', label: 'Date plan feedback' },
  { value: 'user_experience', label: 'User experience' },
];

interface Props {
  open: boolean;
  onClose: () => void;
  /** Sent only with the date_plan_feedback type. */
  relatedPlanId?: string;
  initialType?: FeedbackType;
}

export function FeedbackDialog({ open, onClose, relatedPlanId, initialType = 'general' }: Props) {
  const { status } = useAuth();
  const guest = status !== 'signed-in';
  const [type, setType] = useState<FeedbackType>(initialType);
  const [message, setMessage] = useState('');
  const [rating, setRating] = useState<number | null>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const send = useSubmitFeedback();
  const sent = send.isSuccess;
  const length = message.trim().length;
  const tooShort = length < MIN_FEEDBACK_LENGTH;

  useEffect(() => {
    if (!sent) return;
    const timer = window.setTimeout(onClose, CLOSE_AFTER_MS);
    return () => window.clearTimeout(timer);
  }, [sent, onClose]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (tooShort || send.isPending || sent) return;
    send.mutate({
      feedback_type: type,
      message: message.trim(),
      rating,
      related_plan_id: type === 'date_plan_feedback' && relatedPlanId ? relatedPlanId : null,
      email: guest && email.trim() ? email.trim() : null,
      name: guest && name.trim() ? name.trim() : null,
    });
  };

  return (
    <Modal open={open} title="Share Your Feedback" onClose={onClose} closable={!send.isPending}>
      {sent ? (
        <p role="status" className="rounded-xl bg-emerald-50 px-4 py-3 text-emerald-800">
          {FEEDBACK_SUCCESS}
        </p>
      ) : (
        <form onSubmit={submit} className="space-y-4">
          {send.isError ? (
            <p
              role="alert"
              className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
            >
              {FEEDBACK_FAILURE}
            </p>
          ) : null}
          <div>
            <label htmlFor="feedback-type" className="field-label">
              Type
            </label>
            <select
              id="feedback-type"
              className="field-input"
              value={type}
              onChange={(event) => setType(event.target.value as FeedbackType)}
            >
              {TYPES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <fieldset>
            <legend className="field-label">Rating (optional)</legend>
            <div className="flex items-center gap-1">
              {[1, 2, 3, 4, 5].map((value) => (
                <button
                  key={value}
                  type="button"
                  aria-label={`${value} star${value > 1 ? 's' : ''}`}
                  aria-pressed={rating !== null && value <= rating}
                  onClick={() => setRating(value)}
                  className={`text-2xl ${rating !== null && value <= rating ? 'text-amber-400' : 'text-plum-200'}`}
                >
                  ★
                </button>
              ))}
              {rating !== null ? (
                <button
                  type="button"
                  className="ml-2 text-sm text-plum-600 underline"
                  onClick={() => setRating(null)}
                >
                  Clear rating
                </button>
              ) : null}
            </div>
          </fieldset>
          <div>
            <label htmlFor="feedback-message" className="field-label">
              Message
            </label>
            <textarea
              id="feedback-message"
              rows={5}
              maxLength={MAX_FEEDBACK_LENGTH}
              className="field-input resize-none"
              value={message}
              onChange={(event) => setMessage(event.target.value)}
            />
            <div className="mt-1 flex justify-between text-xs text-plum-600">
              <span>
                {length > 0 && tooShort
                  ? `Please provide a more detailed message (at least ${MIN_FEEDBACK_LENGTH} characters)`
                  : ''}
              </span>
              <span aria-live="polite">
                {message.length}/{MAX_FEEDBACK_LENGTH}
              </span>
            </div>
          </div>
          {guest ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <div>
                <label htmlFor="feedback-email" className="field-label">
                  Email (optional)
                </label>
                <input
                  id="feedback-email"
                  type="email"
                  className="field-input"
                  value={email}
                  onChange={(event) => setEmail(event.target.value)}
                />
              </div>
              <div>
                <label htmlFor="feedback-name" className="field-label">
                  Name (optional)
                </label>
                <input
                  id="feedback-name"
                  maxLength={MAX_FEEDBACK_NAME_LENGTH}
                  className="field-input"
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                />
              </div>
            </div>
          ) : null}
          <div className="flex justify-end gap-3">
            <button type="button" className="btn-secondary" onClick={onClose} disabled={send.isPending}>
              Cancel
            </button>
            <button type="submit" className="btn-primary" disabled={tooShort || send.isPending}>
              {send.isPending ? 'Sending...' : 'Send Feedback'}
            </button>
          </div>
        </form>
      )}
    </Modal>
  );
}
