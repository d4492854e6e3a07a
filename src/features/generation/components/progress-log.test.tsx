import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { findLightOnlyColours } from '@/testing/light-only-colours';
import { ProgressLog } from './progress-log';

const log = [
  { stage: 'think' as const, message: 'Reading your description' },
  { stage: 'act' as const, message: 'Choosing dinner' },
];

const lines = () =>
  within(screen.getByRole('region', { name: 'AI Thought Process' })).getAllByRole('listitem');

describe('ProgressLog', () => {
  it('slides each line in, and keeps it still for a visitor who asks for less motion', () => {
    const { container } = render(<ProgressLog log={log} connecting={false} failed={false} />);
    expect(lines()).toHaveLength(2);
    for (const line of lines()) {
      expect(line).toHaveClass('animate-log-line-in', 'motion-reduce:animate-none');
    }
    expect(findLightOnlyColours(container)).toEqual([]);
  });

  it('keeps the lines already shown when a new one arrives, so only the new line plays its entrance', () => {
    const { rerender } = render(<ProgressLog log={log.slice(0, 1)} connecting={false} failed={false} />);
    const first = lines()[0];
    rerender(<ProgressLog log={log} connecting={false} failed={false} />);
    expect(lines()[0]).toBe(first);
  });

  it('ticks the lines done, spins on the newest, and marks it stopped on failure', () => {
    const { rerender } = render(<ProgressLog log={log} connecting={false} failed={false} />);
    expect(within(lines()[0]!).getByLabelText('Done')).toBeInTheDocument();
    expect(within(lines()[1]!).getByLabelText('Working')).toBeInTheDocument();
    rerender(<ProgressLog log={log} connecting={false} failed />);
    expect(within(lines()[1]!).getByLabelText('Stopped')).toBeInTheDocument();
    expect(screen.queryByLabelText('Working')).not.toBeInTheDocument();
  });

  it('says it is connecting until the first line comes', () => {
    render(<ProgressLog log={[]} connecting failed={false} />);
    expect(screen.getByLabelText('Connecting')).toBeInTheDocument();
    expect(screen.getByText('Connecting to the planner...')).toBeInTheDocument();
  });
  it('never stands empty while the plan is being made: it says what happens until the first line', () => {
    render(<ProgressLog log={[]} connecting={false} failed={false} />);
    expect(lines()).toHaveLength(1);
    expect(lines()[0]).toHaveTextContent('Reading your description...');
  });
});
