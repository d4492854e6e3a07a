interface StepActionsProps {
  submitting: boolean;
  submitLabel: string;
  onBack?: () => void;
}

/** The Back and submit buttons that close each extra step before a plan starts (where, e-mail). */
export function StepActions({ submitting, submitLabel, onBack }: StepActionsProps) {
  return (
    <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      {onBack ? (
        <button type="button" className="btn-secondary" onClick={onBack} disabled={submitting}>
          Back
        </button>
      ) : null}
      <button type="submit" className="btn-primary" disabled={submitting}>
        {submitting ? 'Starting your date plan...' : submitLabel}
      </button>
    </div>
  );
}
