import { useEffect, useState } from 'react';

/** An index that advances every `intervalMs` while `active`, wrapping at `length`. */
export function useRotatingIndex(
  length: number,
  intervalMs: number,
  active = true,
): [number, (index: number) => void] {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (!active || length < 2) return;
    const timer = window.setInterval(() => setIndex((current) => (current + 1) % length), intervalMs);
    return () => window.clearInterval(timer);
  }, [length, intervalMs, active]);
  return [index % Math.max(length, 1), setIndex];
}
