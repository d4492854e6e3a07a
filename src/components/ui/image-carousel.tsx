import { useRef, useState } from 'react';
import { useRotatingIndex } from './use-rotating-index';
import { Illustration } from './illustration';

export const CAROUSEL_INTERVAL_MS = 3500;
export const SWIPE_THRESHOLD_PX = 100;

const prefersReducedMotion = () =>
  typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;

/** Images that advance on their own (more than one image), by swipe past 100 px, or by the dots. */
export function ImageCarousel({ images, alt }: { images: string[]; alt: string }) {
  const [paused, setPaused] = useState(false);
  const [index, setIndex] = useRotatingIndex(
    images.length,
    CAROUSEL_INTERVAL_MS,
    !paused && !prefersReducedMotion(),
  );
  const touchStart = useRef<number | null>(null);
  if (!images.length) return null;

  const go = (next: number) => setIndex((next + images.length) % images.length);

  return (
    <div
      className="relative overflow-hidden rounded-2xl bg-plum-100"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onTouchStart={(event) => {
        touchStart.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStart.current;
        const end = event.changedTouches[0]?.clientX;
        touchStart.current = null;
        if (start === null || end === undefined) return;
        if (end - start <= -SWIPE_THRESHOLD_PX) go(index + 1);
        else if (end - start >= SWIPE_THRESHOLD_PX) go(index - 1);
      }}
    >
      <Illustration src={images[index] ?? ''} alt={alt} className="aspect-[3/2] w-full object-cover" />
      {images.length > 1 ? (
        <div className="absolute inset-x-0 bottom-3 flex justify-center gap-2">
          {images.map((image, dot) => (
            <button
              key={image}
              type="button"
              aria-label={`Show image ${dot + 1} of ${images.length}`}
              aria-current={dot === index}
              onClick={() => go(dot)}
              className={`h-2.5 w-2.5 rounded-full ${dot === index ? 'bg-white' : 'bg-white/50'}`}
            />
          ))}
        </div>
      ) : null}
    </div>
  );
}
