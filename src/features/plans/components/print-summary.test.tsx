import { act, render, screen } from '@testing-library/react';
import qrcode from 'qrcode-generator';
import { describe, expect, it, vi } from 'vitest';
import type { PlanDetail } from '@contract/date-plans';
import { planFixture } from '@/testing/plan-fixtures';
import { PrintSummary, printedPlanLink } from './print-summary';

const base = planFixture();
const plan: PlanDetail = planFixture({
  plan_id: '7d7e0c3a-58c4-4a51-9b0e-3f0c6c1f2a11',
  title: 'Evening in Lisbon',
  plan_data: { ...base.plan_data!, date_title: 'Fado Nights in Alfama' },
});

/** The number of modules a QR code of this text has on a side, as the component makes it. */
const moduleCount = (text: string) => {
  const code = qrcode(0, 'M');
  code.addData(text);
  code.make();
  return code.getModuleCount();
};

describe('printedPlanLink', () => {
  it('prefers the share link when the plan is shared', () => {
    expect(
      printedPlanLink({ ...plan, is_shareable: true, share_token: 'tok123' }, 'https://datecraft.app', 'x'),
    ).toBe('https://datecraft.app/date-plan/shared/tok123');
  });

  it('falls back to the current page when the plan is not shared or has no token', () => {
    const here = 'https://datecraft.app/date-plan/abc';
    expect(printedPlanLink(plan, 'https://datecraft.app', here)).toBe(here);
    expect(printedPlanLink({ ...plan, is_shareable: true }, 'https://datecraft.app', here)).toBe(here);
    expect(printedPlanLink({ ...plan, share_token: 'stale' }, 'https://datecraft.app', here)).toBe(here);
  });
});

describe('PrintSummary', () => {
  it('is a print-only block with the brand line, the share link and a QR code of it', async () => {
    render(<PrintSummary plan={{ ...plan, is_shareable: true, share_token: 'tok123' }} />);
    const summary = screen.getByRole('region', { name: 'Printed summary' });
    expect(summary).toHaveClass('hidden', 'print:block');
    expect(screen.getByText('Datecraft · Fado Nights in Alfama')).toBeInTheDocument();

    const link = `${window.location.origin}/date-plan/shared/tok123`;
    expect(screen.getByText(link)).toBeInTheDocument();
    expect(screen.getByText('Scan to open this plan on your phone')).toBeInTheDocument();

    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    const qr = screen.getByRole('img', { name: 'QR code of the plan link' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    const side = moduleCount(link) + 4;
    expect(qr).toHaveAttribute('viewBox', `0 0 ${side} ${side}`);
    expect(qr.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
  });

  it('draws the QR code only when a print starts, not while the plan is read', async () => {
    render(<PrintSummary plan={plan} />);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.queryByRole('img', { name: 'QR code of the plan link' })).not.toBeInTheDocument();
    act(() => {
      window.dispatchEvent(new Event('beforeprint'));
    });
    expect(screen.getByRole('img', { name: 'QR code of the plan link' })).toBeInTheDocument();
  });

  it('draws the QR code when the page switches to print media without a beforeprint', () => {
    const media = Object.assign(new EventTarget(), { matches: false });
    vi.stubGlobal('matchMedia', () => media);
    try {
      render(<PrintSummary plan={plan} />);
      expect(screen.queryByRole('img', { name: 'QR code of the plan link' })).not.toBeInTheDocument();
      act(() => {
        media.matches = true;
        media.dispatchEvent(Object.assign(new Event('change'), { matches: true }));
      });
      expect(screen.getByRole('img', { name: 'QR code of the plan link' })).toBeInTheDocument();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('links to the current page and omits the date when the plan is private and unscheduled', () => {
    render(<PrintSummary plan={plan} />);
    expect(screen.getByText(window.location.href)).toBeInTheDocument();
    expect(screen.queryByText(/\b20\d\d\b/)).not.toBeInTheDocument();
  });

  it('falls back to the plan title, and leaves the scheduled day to the plan’s facts, which print too', () => {
    render(<PrintSummary plan={{ ...plan, plan_data: null, scheduled_for: '2025-06-14' }} />);
    expect(screen.getByText('Datecraft · Evening in Lisbon')).toBeInTheDocument();
    expect(screen.queryByText('Saturday 14 June 2025')).not.toBeInTheDocument();
  });
});
