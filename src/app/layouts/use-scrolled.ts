import { useEffect, useState } from 'react';

/** Whether the page has scrolled past the threshold (spec: the header turns solid after 10 px). */
export function useScrolledPast(threshold: number): boolean {
  // Not scrolled at first, as in the prerendered HTML the app takes over; the effect reads the page.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
