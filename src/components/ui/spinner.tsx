interface SpinnerProps {
  label?: string;
  className?: string;
}

export function Spinner({ label = 'Loading', className = 'h-8 w-8' }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className="inline-flex">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-4 border-brand-100 border-t-brand-600`}
      />
    </span>
  );
}

/**
 * The centred spinner shown while a page or the session loads. A screen tall, so the footer waits
 * below the fold instead of jumping down when the page arrives.
 */
export function PageSpinner({ label = 'Loading' }: { label?: string }) {
  return (
    <div className="flex min-h-screen items-center justify-center">
      <Spinner label={label} className="h-10 w-10" />
    </div>
  );
}
