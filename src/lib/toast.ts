import type hotToastModule from 'react-hot-toast';
import type { DefaultToastOptions, Renderable, Toast, ToastOptions, ValueOrFunction } from 'react-hot-toast';

/**
 * react-hot-toast's `toast`, loaded with the first toast: a page that never shows one (a shared plan, a
 * page read and left) never fetches or runs it, nor the toaster that draws it. Ids are handed out at
 * once, as the library does, so a toast can be dismissed or replaced before the library has arrived.
 */
type HotToast = typeof hotToastModule;
type Message = ValueOrFunction<Renderable, Toast>;

let library: HotToast | null = null;
let loading: Promise<HotToast> | null = null;
const listeners = new Set<() => void>();
let lastId = 0;

function load(): Promise<HotToast> {
  if (!loading) {
    loading = import('react-hot-toast').then(({ default: hotToast }) => {
      library = hotToast;
      return hotToast;
    });
    for (const listener of listeners) listener();
  }
  return loading;
}

/** Runs in call order, whether the library is here yet or not. */
function withLibrary(action: (hotToast: HotToast) => void) {
  if (library) action(library);
  else void load().then(action);
}

/** Dismissing needs the library only once a toast was asked for: before that, nothing is on screen. */
function ifAnyToast(action: (hotToast: HotToast) => void) {
  if (loading) withLibrary(action);
}

const show =
  (kind: 'blank' | 'success' | 'error' | 'loading') =>
  (message: Message, options?: ToastOptions): string => {
    lastId += 1;
    const id = options?.id ?? `toast-${lastId}`;
    withLibrary((hotToast) => {
      const opts = { ...options, id };
      if (kind === 'blank') hotToast(message, opts);
      else hotToast[kind](message, opts);
    });
    return id;
  };

export const toast = Object.assign(show('blank'), {
  success: show('success'),
  error: show('error'),
  loading: show('loading'),
  dismiss(id?: string) {
    ifAnyToast((hotToast) => hotToast.dismiss(id));
  },
  remove(id?: string) {
    ifAnyToast((hotToast) => hotToast.remove(id));
  },
  promise<T>(
    promise: Promise<T>,
    messages: {
      loading: Renderable;
      success?: ValueOrFunction<Renderable, T>;
      error?: ValueOrFunction<Renderable, unknown>;
    },
    options?: DefaultToastOptions,
  ): Promise<T> {
    // Handled here at once: the library attaches its own handlers only once it has loaded.
    promise.catch(() => undefined);
    withLibrary((hotToast) => void hotToast.promise(promise, messages, options).catch(() => undefined));
    return promise;
  },
});

/** Whether any toast has been asked for, so the toaster that draws them is needed. */
export const toastsWanted = () => loading !== null;

export function onToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
