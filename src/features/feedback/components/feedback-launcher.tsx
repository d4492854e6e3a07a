import { useState } from 'react';
import type { FeedbackType } from '@contract/feedback';
import { FeedbackDialog } from './feedback-dialog';

interface Props {
  /** fixed: a floating button; inline: a text link; icon: a round icon button. */
  variant: 'fixed' | 'inline' | 'icon';
  label?: string;
  relatedPlanId?: string;
  initialType?: FeedbackType;
  /** Replaces the variant's look, for launchers placed on coloured backgrounds. */
  className?: string;
}

export function FeedbackLauncher({
  variant,
  label = 'Share Feedback',
  relatedPlanId,
  initialType,
  className: custom,
}: Props) {
  const [open, setOpen] = useState(false);
  const className =
    custom ??
    (variant === 'fixed'
      ? 'btn-primary fixed right-5 bottom-5 z-30 shadow-lg'
      : variant === 'icon'
        ? 'flex h-10 w-10 items-center justify-center rounded-full bg-plum-50 text-plum-700 hover:bg-plum-100'
        : 'font-semibold text-brand-700 hover:underline');
  return (
    <>
      <button
        type="button"
        className={`${className} print:hidden`}
        onClick={() => setOpen(true)}
        aria-label={variant === 'icon' ? label : undefined}
      >
        {variant === 'icon' ? (
          <svg
            viewBox="0 0 24 24"
            className="h-5 w-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            aria-hidden="true"
          >
            <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
          </svg>
        ) : (
          label
        )}
      </button>
      {open ? (
        <FeedbackDialog
          open
          onClose={() => setOpen(false)}
          relatedPlanId={relatedPlanId}
          initialType={initialType}
        />
      ) : null}
    </>
  );
}
