import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const hotToast = vi.hoisted(() => {
  const calls: string[] = [];
  const record =
    (kind: string) =>
    (message: unknown, options?: { id?: string }): string => {
      calls.push(`${kind} ${String(message)} ${options?.id}`);
      return options?.id ?? '';
    };
  const toast = Object.assign(record('blank'), {
    success: record('success'),
    error: record('error'),
    loading: record('loading'),
    dismiss: (id?: string) => void calls.push(`dismiss ${id}`),
    remove: (id?: string) => void calls.push(`remove ${id}`),
    promise: <T>(promise: Promise<T>) => {
      calls.push('promise');
      return promise;
    },
  });
  return { calls, toast, loads: 0 };
});

// Slow to arrive, as over a network: calls made meanwhile must wait for it.
vi.mock('react-hot-toast', async () => {
  hotToast.loads += 1;
  await new Promise((resolve) => setTimeout(resolve, 20));
  return { default: hotToast.toast };
});

const fresh = async () => {
  vi.resetModules();
  return import('./toast');
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  hotToast.calls.length = 0;
  hotToast.loads = 0;
});
afterEach(() => vi.restoreAllMocks());

describe('toast', () => {
  it('loads nothing until a toast is asked for, and a dismiss before that loads nothing either', async () => {
    const { toast, toastsWanted } = await fresh();
    toast.dismiss('anything');
    await settle();
    expect(toastsWanted()).toBe(false);
    expect(hotToast.loads).toBe(0);
    expect(hotToast.calls).toEqual([]);
  });

  it('hands out the id at once and keeps the order of calls made while the library loads', async () => {
    const { toast, toastsWanted } = await fresh();
    const id = toast.loading('Processing payment...');
    expect(id).toMatch(/^toast-/);
    expect(toastsWanted()).toBe(true);
    toast.dismiss(id);
    toast.success('Saved', { id: 'mine' });
    await settle();
    expect(hotToast.calls).toEqual([
      `loading Processing payment... ${id}`,
      `dismiss ${id}`,
      'success Saved mine',
    ]);
    toast.error('Once loaded, at once');
    expect(hotToast.calls.at(-1)).toMatch(/^error Once loaded, at once toast-/);
  });

  it('returns the promise it was given and handles its rejection at once, before the library arrives', async () => {
    const { toast } = await fresh();
    const failing = Promise.reject(new Error('no'));
    const handled = vi.spyOn(failing, 'catch');
    expect(toast.promise(failing, { loading: 'Sending...' })).toBe(failing);
    expect(handled).toHaveBeenCalled();
    await settle();
    expect(hotToast.calls).toEqual(['promise']);
  });

  it('tells a listener once, when the first toast is asked for', async () => {
    const { toast, onToastsWanted } = await fresh();
    const listener = vi.fn();
    const stop = onToastsWanted(listener);
    toast('One');
    toast('Two');
    expect(listener).toHaveBeenCalledTimes(1);
    stop();
  });
});
