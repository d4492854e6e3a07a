/**
 * A prerendered page is complete as HTML: its links work and its text reads without the app. The app
 * is fetched and hydrated when the reader shows intent (a touch, a key, the pointer over the page, a
 * focus), not before, so a phone that only reads pays for no JavaScript. A press on a control that
 * needs the app (a button, a switch) before it is there is held, and made again once it is; what was
 * typed meanwhile stays in its field, which the app takes over as it finds it (useTakenOverField).
 */

/** The first signs that the reader is about to do something (a scroll: the header turns solid). */
const INTENT_EVENTS = ['pointerdown', 'touchstart', 'keydown', 'focusin', 'mouseover', 'scroll'] as const;

/** What does nothing without the app; a link is not among them (the browser follows it). */
const APP_CONTROLS = 'button, [role="button"], summary, label, input[type="checkbox"], input[type="radio"]';

export function hydrateOnInteraction(root: HTMLElement, hydrate: () => Promise<void>) {
  let hydration: Promise<void> | undefined;
  const held: { press?: HTMLElement; form?: HTMLFormElement } = {};

  const handOver = () => {
    for (const type of INTENT_EVENTS) document.removeEventListener(type, start, true);
    document.removeEventListener('click', holdPress, true);
    document.removeEventListener('submit', holdSubmit, true);
    if (held.press?.isConnected) held.press.click();
    else if (held.form?.isConnected) held.form.requestSubmit();
  };

  function start() {
    // A failed download (the network dropped) is tried again at the reader's next move.
    hydration ??= hydrate().then(handOver, () => {
      hydration = undefined;
    });
  }

  function holdPress(event: MouseEvent) {
    const control = event.target instanceof Element ? event.target.closest(APP_CONTROLS) : null;
    if (!(control instanceof HTMLElement) || !root.contains(control)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.press = control;
    start();
  }

  function holdSubmit(event: SubmitEvent) {
    if (!(event.target instanceof HTMLFormElement) || !root.contains(event.target)) return;
    event.preventDefault();
    held.form = event.target;
    start();
  }

  for (const type of INTENT_EVENTS) document.addEventListener(type, start, { capture: true, passive: true });
  document.addEventListener('click', holdPress, true);
  document.addEventListener('submit', holdSubmit, true);
}
