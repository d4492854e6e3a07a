import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/components/ui/modal';
import { AppToaster } from './toaster';

function PageWithDialogs() {
  const [outer, setOuter] = useState(true);
  const [inner, setInner] = useState(false);
  return (
    <>
      <Modal open={outer} title="Outer" onClose={() => setOuter(false)}>
        <button type="button" onClick={() => setInner(true)}>
          Open inner
        </button>
      </Modal>
      <Modal open={inner} title="Inner" onClose={() => setInner(false)}>
        inner body
      </Modal>
      <AppToaster />
    </>
  );
}

const dialogNamed = (name: string) => screen.getByRole('dialog', { name });

describe('AppToaster', () => {
  // jsdom has no matchMedia; the toaster asks it whether motion is reduced.
  beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false })));
  afterEach(() => {
    act(() => toast.remove());
    vi.unstubAllGlobals();
  });

  it('renders toasts inside the topmost open modal, so they sit above it, and back on the page once all close', async () => {
    render(<PageWithDialogs />);
    act(() => void toast.error('Could not create a share link'));
    expect(dialogNamed('Outer')).toContainElement(await screen.findByText('Could not create a share link'));

    act(() => screen.getByRole('button', { name: 'Open inner' }).click());
    expect(dialogNamed('Inner')).toContainElement(screen.getByText('Could not create a share link'));

    act(() => screen.getAllByRole('button', { name: 'Close' })[1]!.click());
    expect(dialogNamed('Outer')).toContainElement(screen.getByText('Could not create a share link'));

    act(() => screen.getByRole('button', { name: 'Close' }).click());
    const message = screen.getByText('Could not create a share link');
    expect(message.closest('dialog')).toBeNull();
  });
});
