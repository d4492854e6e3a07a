import { CONTACT_EMAIL } from '@/config/env';
import { FeedbackLauncher } from '@/features/feedback/components/feedback-launcher';

export default function ContactPage() {
  return (
    <div className="mx-auto max-w-2xl px-4 pt-32 pb-24 sm:px-6">
      <h1 className="font-display text-4xl font-bold text-plum-950">Contact us</h1>
      <div className="card mt-8 space-y-4 p-6 sm:p-8 text-plum-800">
        <p>
          Write to us at{' '}
          <a href={`mailto:${CONTACT_EMAIL}`} className="font-semibold text-brand-700">
            {CONTACT_EMAIL}
          </a>{' '}
          and a person will answer, usually within two working days.
        </p>
        <p>Found a bug or have an idea? Send it straight from here:</p>
        <FeedbackLauncher variant="inline" label="Share Feedback" />
      </div>
    </div>
  );
}
