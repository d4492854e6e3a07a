import { useEffectEvent, useLayoutEffect, useRef } from 'react';

/**
 * The ref for a controlled text field that a page may arrive with prerendered: when the app takes the
 * field over, what it holds then becomes its state (`setValue`), whether typed before the app was
 * there or restored into it by the boot script (src/lib/stored-fields.ts). Hydration renders the
 * state the page was prerendered with and leaves the field's content as it is, so without this the
 * box shows text the app does not know of, and a button disabled while the box is empty stays so.
 * Rendered by the app from the start, the field holds its state already and nothing changes.
 */
export function useTakenOverField<Field extends HTMLInputElement | HTMLTextAreaElement>(
  value: string,
  setValue: (text: string) => void,
) {
  const ref = useRef<Field>(null);
  const takeOver = useEffectEvent(() => {
    const text = ref.current?.value;
    if (text !== undefined && text !== value) setValue(text);
  });
  // Before the browser paints, so the box and its button never disagree on screen.
  useLayoutEffect(() => takeOver(), []);
  return ref;
}
