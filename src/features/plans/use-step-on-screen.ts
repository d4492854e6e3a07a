import { useEffect, useRef, useState } from 'react';

/**
 * Which step of the timeline the reader is looking at: the last one whose top has passed the upper
 * third of the screen. Steps are the `[data-step-index]` elements inside the returned ref's element;
 * the observer is set up once per number of steps, not on every render.
 */
export function useStepOnScreen<T extends HTMLElement>(stepCount: number) {
  const ref = useRef<T>(null);
  const [index, setIndex] = useState(0);

  useEffect(() => {
    const container = ref.current;
    if (!container || typeof IntersectionObserver === 'undefined') return;
    const steps = [...container.querySelectorAll<HTMLElement>('[data-step-index]')];
    const observer = new IntersectionObserver(
      () => {
        const line = window.innerHeight / 3;
        let current = 0;
        for (const step of steps) {
          if (step.getBoundingClientRect().top <= line) current = Number(step.dataset.stepIndex);
        }
        setIndex(current);
      },
      // Any step crossing the upper third (or leaving it) asks again.
      { rootMargin: '0px 0px -66% 0px', threshold: [0, 1] },
    );
    for (const step of steps) observer.observe(step);
    return () => observer.disconnect();
  }, [stepCount]);

  return [index, ref] as const;
}
