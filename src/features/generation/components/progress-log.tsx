import { Spinner } from '@/components/ui/spinner';
import type { LogEntry } from '../progress-state';

interface ProgressLogProps {
  log: LogEntry[];
  connecting: boolean;
  failed: boolean;
}

/** The 'AI Thought Process' panel: each line slides in as it arrives; the newest one works until the next comes. */
export function ProgressLog({ log, connecting, failed }: ProgressLogProps) {
  return (
    <section aria-labelledby="thought-heading">
      <h2 id="thought-heading" className="text-sm font-semibold tracking-wide text-plum-600 uppercase">
        AI Thought Process
      </h2>
      <ol className="mt-3 space-y-2" aria-live="polite">
        {/* Never an empty card while the plan is being made: until the first line, say what is happening. */}
        {log.length === 0 && !failed ? (
          <li className="flex items-center gap-3 text-plum-600">
            <Spinner label={connecting ? 'Connecting' : 'Starting'} className="h-4 w-4" />
            {connecting ? 'Connecting to the planner...' : 'Reading your description...'}
          </li>
        ) : null}
        {log.map((entry, index) => {
          const last = index === log.length - 1;
          return (
            // A stable key keeps earlier lines mounted, so only the new line plays its entrance.
            <li
              key={`${entry.stage}:${entry.message}`}
              className="flex animate-log-line-in items-start gap-3 text-plum-800 motion-reduce:animate-none"
            >
              <LineMark
                state={failed && last ? 'stopped' : entry.stage === 'completed' || !last ? 'done' : 'working'}
              />
              <span>
                <span className="mr-2 rounded-full bg-plum-50 px-2 py-0.5 text-xs font-semibold text-plum-600 capitalize">
                  {entry.stage}
                </span>
                {entry.message}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}

function LineMark({ state }: { state: 'done' | 'working' | 'stopped' }) {
  if (state === 'working') return <Spinner label="Working" className="mt-0.5 h-5 w-5 shrink-0" />;
  const stopped = state === 'stopped';
  return (
    <span
      aria-label={stopped ? 'Stopped' : 'Done'}
      className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${
        stopped
          ? 'bg-red-100 text-red-700 dark:bg-red-950 dark:text-red-200'
          : 'bg-emerald-100 text-emerald-700 dark:bg-emerald-950 dark:text-emerald-200'
      }`}
    >
      {stopped ? '✕' : '✓'}
    </span>
  );
}
