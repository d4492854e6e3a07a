import { render, screen } from '@testing-library/react';
import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

describe('ToasterWhenWanted', () => {
  // jsdom has no matchMedia; the toaster asks it whether motion is reduced.
  beforeEach(() => vi.stubGlobal('matchMedia', () => ({ matches: false })));

  it('draws nothing until the first toast, then draws it', async () => {
    vi.resetModules();
    const { ToasterWhenWanted } = await import('./toaster-when-wanted');
    const { toast } = await import('@/lib/toast');
    const { container } = render(<ToasterWhenWanted />);
    expect(container).toBeEmptyDOMElement();
    act(() => void toast.success('Link copied to clipboard!'));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
  });
});
