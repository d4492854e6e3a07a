import { useEffect, useState } from 'react';
import type { Step } from '@contract/date-plans';
import { stepMapsUrl } from '@contract/maps';
import { safePhoneHref, safeWebUrl } from '../safe-links';
import { stepTimeRange } from '@contract/step-time';

/**
 * The live companion for the evening itself: one stop at a time, big buttons, arrow keys and swipes.
 * The spec's layout had no way to open it; the plan view's 'Start live mode' button does.
 */
export function LiveMode({ steps, onClose }: { steps: Step[]; onClose: () => void }) {
  const [index, setIndex] = useState(0);
  const step = steps[index];

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
      if (event.key === 'ArrowRight') setIndex((value) => Math.min(value + 1, steps.length - 1));
      if (event.key === 'ArrowLeft') setIndex((value) => Math.max(value - 1, 0));
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [steps.length, onClose]);

  if (!step) return null;

  const phone = safePhoneHref(step.to_location_phone_number);
  const booking = safeWebUrl(step.to_location_website);
  const directions = stepMapsUrl(step);

  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-label="Live mode"
      className="fixed inset-0 z-50 flex flex-col bg-night-950 text-white"
    >
      <div className="flex items-center justify-between px-5 py-4">
        <p className="font-semibold">
          Step {index + 1} of {steps.length}
        </p>
        <button
          type="button"
          onClick={onClose}
          className="rounded-full px-4 py-2 text-sm font-semibold hover:bg-white/10"
        >
          Exit live mode
        </button>
      </div>
      <div className="flex-1 overflow-y-auto px-5 pb-6">
        <p className="text-sm text-night-300">{stepTimeRange(step)}</p>
        <h2 className="mt-1 font-display text-3xl font-bold">{step.step_title}</h2>
        <p className="mt-2 text-lg text-night-100">{step.to_location_name}</p>
        <p className="text-night-300">{step.to_location_address}</p>
        <p className="mt-4 text-night-100">{step.notes_or_tips}</p>
        <div className="mt-6 grid gap-3 sm:grid-cols-3">
          <a
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            className="btn bg-brand-600 py-4 text-white hover:brightness-110"
          >
            Get Directions
          </a>
          {/* Only what the stop really has: a kind of place has no number to call or page to book. */}
          {phone ? (
            <a href={phone} className="btn bg-white/10 py-4 text-white hover:bg-white/20">
              Call Venue
            </a>
          ) : null}
          {booking ? (
            <a
              href={booking}
              target="_blank"
              rel="noopener noreferrer"
              className="btn bg-white/10 py-4 text-white hover:bg-white/20"
            >
              View Booking
            </a>
          ) : null}
        </div>
      </div>
      <div className="flex gap-3 px-5 pb-6">
        <button
          type="button"
          className="btn flex-1 bg-white/10 py-4 text-white disabled:opacity-40"
          disabled={index === 0}
          onClick={() => setIndex(index - 1)}
        >
          Previous stop
        </button>
        <button
          type="button"
          className="btn flex-1 bg-white py-4 text-night-950 disabled:opacity-40"
          disabled={index === steps.length - 1}
          onClick={() => setIndex(index + 1)}
        >
          Next stop
        </button>
      </div>
    </div>
  );
}
