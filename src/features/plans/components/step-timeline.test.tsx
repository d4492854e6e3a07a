import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planFixture } from '@/testing/plan-fixtures';
import { StepTimeline } from './step-timeline';

const steps = planFixture().plan_data!.steps;

describe('StepTimeline time badges', () => {
  it('shows each step’s start and end', () => {
    render(
      <StepTimeline
        steps={[
          { ...steps[0]!, start_time: '19:30', end_time: '21:00' },
          { ...steps[1]!, start_time: '9:15 PM', end_time: '10:45 PM' },
        ]}
        onSelect={() => {}}
      />,
    );
    expect(screen.getByText('19:30–21:00')).toBeInTheDocument();
    expect(screen.getByText('9:15–10:45 PM')).toBeInTheDocument();
  });

  it('keeps "Until" for a step of an older plan that has no start', () => {
    render(<StepTimeline steps={[{ ...steps[0]!, end_time: '21:00' }]} onSelect={() => {}} />);
    expect(screen.getByText('Until 21:00')).toBeInTheDocument();
  });
});
