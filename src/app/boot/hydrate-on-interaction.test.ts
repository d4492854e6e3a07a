import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateOnInteraction } from './hydrate-on-interaction';

function prerenderedPage() {
  document.body.innerHTML = `
    <div id="root">
      <a href="/about">About</a>
      <button type="button">Open menu</button>
      <form><textarea name="idea"></textarea><button type="submit">Plan it</button></form>
    </div>`;
  return document.getElementById('root')!;
}

/** A hydration the test finishes when it likes, with what the "app" then receives. */
function controlledHydration() {
  let finish: () => void = () => {};
  const hydrate = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
  return { hydrate, finish: async () => (finish(), await Promise.resolve(), await Promise.resolve()) };
}

/** A prerendered page left waiting for its reader, with the hydration the test controls. */
function waitingPage() {
  const root = prerenderedPage();
  const hydration = controlledHydration();
  hydrateOnInteraction(root, hydration.hydrate);
  return { root, ...hydration };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('hydrateOnInteraction', () => {
  it('loads nothing while the reader only reads', () => {
    const { hydrate } = waitingPage();
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('starts the app once, at the first sign of intent', () => {
    const { root, hydrate } = waitingPage();
    root.querySelector('button')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    root.querySelector('textarea')!.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('starts the app when the page is scrolled', () => {
    const { hydrate } = waitingPage();
    document.dispatchEvent(new Event('scroll'));
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it('holds a press on a button made before the app is there, and makes it again once it is', async () => {
    const { root, hydrate, finish } = waitingPage();
    const button = root.querySelector('button')!;
    const pressed = vi.fn();
    button.addEventListener('click', pressed);

    button.click();
    expect(pressed).not.toHaveBeenCalled();
    expect(hydrate).toHaveBeenCalledTimes(1);

    await finish();
    expect(pressed).toHaveBeenCalledTimes(1);
    // From then on the page is the app's: nothing is held any more.
    button.click();
    expect(pressed).toHaveBeenCalledTimes(2);
  });

  it('makes a held press on the app’s button in its place when the app drew the page anew', async () => {
    const { root, finish } = waitingPage();
    root.querySelector('button')!.click();
    // The app replaces the page with its own, drawn the same.
    root.replaceChildren(...Array.from(root.cloneNode(true).childNodes));
    const pressed = vi.fn();
    root.querySelector('button')!.addEventListener('click', pressed);
    await finish();
    expect(pressed).toHaveBeenCalledTimes(1);
  });

  it('makes no press when what stands in the held button’s place is something else', async () => {
    const { root, finish } = waitingPage();
    root.querySelector('button')!.click();
    root.innerHTML = root.innerHTML.replace('Open menu', 'Delete everything');
    const pressed = vi.fn();
    root.querySelector('button')!.addEventListener('click', pressed);
    await finish();
    expect(pressed).not.toHaveBeenCalled();
  });

  it('leaves a page read by scrolling alone while it is scrolled', () => {
    const root = prerenderedPage();
    const hydrate = vi.fn(() => Promise.resolve());
    hydrateOnInteraction(root, hydrate, { startsOnScroll: false });
    document.dispatchEvent(new Event('scroll'));
    expect(hydrate).not.toHaveBeenCalled();
  });

  it('lets a link be followed as a link', () => {
    const { root } = waitingPage();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    root.querySelector('a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
  });

  it('holds a form sent before the app is there and sends it again once it is', async () => {
    const { root, finish } = waitingPage();
    const form = root.querySelector('form')!;
    const sent = vi.fn((event: Event) => event.preventDefault());
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);

    form.addEventListener('submit', sent);
    await finish();
    expect(sent).toHaveBeenCalledTimes(1);
  });

  it('tries again at the next move when the app could not be fetched', async () => {
    const root = prerenderedPage();
    const hydrate = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    hydrateOnInteraction(root, hydrate);
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await Promise.resolve();
    await Promise.resolve();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    expect(hydrate).toHaveBeenCalledTimes(2);
  });
});
