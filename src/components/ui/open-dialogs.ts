import { useSyncExternalStore } from 'react';

/**
 * The modal <dialog>s that are open, in the order they opened. A modal sits in the browser's top
 * layer, where no z-index reaches and the rest of the page is inert, so anything that must show above
 * it (toasts) has to be rendered inside the topmost one.
 */
let stack: readonly HTMLDialogElement[] = [];
const listeners = new Set<() => void>();

function publish(next: readonly HTMLDialogElement[]) {
  stack = next;
  listeners.forEach((listener) => listener());
}

export function dialogOpened(dialog: HTMLDialogElement) {
  publish([...stack.filter((open) => open !== dialog), dialog]);
}

export function dialogClosed(dialog: HTMLDialogElement) {
  if (stack.includes(dialog)) publish(stack.filter((open) => open !== dialog));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const topmost = () => stack.at(-1) ?? null;

/** The modal dialog on top of all others, or null while none is open. */
export function useTopmostDialog() {
  return useSyncExternalStore(subscribe, topmost, () => null);
}
