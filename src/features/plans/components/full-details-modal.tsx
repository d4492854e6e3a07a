import { useState } from 'react';
import type { Step } from '@contract/date-plans';
import type { PlanLabels } from '@contract/plan-labels';
import { Modal } from '@/components/ui/modal';
import { MapEmbed } from './map-embed';
import { StepDetails } from './step-details';
import { Illustration } from '@/components/ui/illustration';

/** Desktop: Photos and Map tabs for the chosen stop, with its details beside them. */
export function FullDetailsModal({
  step,
  labels,
  open,
  onClose,
}: {
  step: Step | undefined;
  /** The labels in the plan's own language. */
  labels?: PlanLabels;
  open: boolean;
  onClose: () => void;
}) {
  const [tab, setTab] = useState<'Photos' | 'Map'>('Photos');
  if (!step) return null;
  return (
    <Modal open={open} title={step.step_title} onClose={onClose} size="lg">
      <div className="grid gap-6 md:grid-cols-[1fr_16rem]">
        <div>
          <div role="tablist" aria-label="Stop details" className="mb-3 flex gap-2">
            {(['Photos', 'Map'] as const).map((name) => (
              <button
                key={name}
                type="button"
                role="tab"
                aria-selected={tab === name}
                onClick={() => setTab(name)}
                className={`rounded-full px-4 py-1.5 text-sm font-semibold ${tab === name ? 'bg-brand-600 text-white' : 'bg-plum-50 text-plum-700'}`}
              >
                {name}
              </button>
            ))}
          </div>
          <div role="tabpanel">
            {tab === 'Photos' ? (
              <div className="grid gap-3">
                {step.image_urls.map((url) => (
                  <Illustration
                    key={url}
                    src={url}
                    alt={step.to_location_name}
                    className="aspect-[3/2] w-full rounded-xl object-cover"
                  />
                ))}
              </div>
            ) : (
              <MapEmbed
                query={step.to_location_address || step.to_location_name}
                address={step.to_location_address}
                className="h-72"
              />
            )}
          </div>
        </div>
        <aside>
          <StepDetails step={step} labels={labels} />
        </aside>
      </div>
    </Modal>
  );
}
