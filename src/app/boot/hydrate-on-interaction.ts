/**
 * A prerendered page is complete as HTML: its links work and its text reads without the app. The app
 * is fetched and takes the page over when the reader shows intent (a touch, a key, the pointer over the
 * page, a focus), not before, so a phone that only reads pays for no JavaScript. A press on a control
 * that needs the app (a button, a switch) or a form sent before it is there is held, and made again
 * once it is, on the same element or, when the app drew the page anew, on the one in its place; what
 * was typed meanwhile stays in its field, which the app takes over as it finds it (useTakenOverField).
 */
import { HELD_CONTROLS } from '@contract/first-paint';
import { elementAt, pathTo } from './element-path';

/** The first signs that the reader is about to do something (a scroll: the header turns solid). */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'scroll'] as const;

export interface TakeOverOptions {
  /** False on a page read by scrolling (a shared plan's), whose header the boot script keeps itself. */
  startsOnScroll?: boolean;
  /** A press or a form the page's first-paint script held before the boot script ran. */
  held?: Element;
}

/** The press or the form held for the app: where it was, so it can be found in a page drawn anew. */
interface Held {
  element: Element;
  path: number[];
  /** What it said: the element in its place must say the same, or the press is not made at all. */
  text: string | null;
}

/** Makes the held press or sends the held form again, on the app's element in its place. */
export function replayHeld(root: HTMLElement, held: Held | undefined) {
  if (!held) return;
  const inPlace = elementAt(root, held.path);
  const target = held.element.isConnected
    ? held.element
    : inPlace?.tagName === held.element.tagName && inPlace.textContent === held.text
      ? inPlace
      : undefined;
  if (target instanceof HTMLFormElement) target.requestSubmit();
  else if (target instanceof HTMLElement) target.click();
}

export const holdFor = (root: HTMLElement, element: Element | undefined): Held | undefined =>
  element && root.contains(element)
    ? { element, path: pathTo(root, element), text: element.textContent }
    : undefined;

export function hydrateOnInteraction(
  root: HTMLElement,
  hydrate: () => Promise<void>,
  { startsOnScroll = true, held: early }: TakeOverOptions = {},
) {
  let hydration: Promise<void> | undefined;
  let held = holdFor(root, early);
  const intents = INTENT_EVENTS.filter((type) => startsOnScroll || type !== 'scroll');

  const handOver = () => {
    for (const type of intents) document.removeEventListener(type, start, true);
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('submit', holdSubmit, true);
    replayHeld(root, held);
  };

  function start() {
    // A failed download (the network dropped) is tried again at the reader's next move.
    hydration ??= hydrate().then(handOver, () => {
      hydration = undefined;
    });
  }

  function holdPress(event: MouseEvent) {
    const control = event.target instanceof Element ? event.target.closest(HELD_CONTROLS) : null;
    if (!(control instanceof HTMLElement) || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = holdFor(root, control);
    start();
  }

  function holdSubmit(event: SubmitEvent) {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    held = holdFor(root, event.target);
    start();
  }

  for (const type of intents) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
  if (held) start();
}
