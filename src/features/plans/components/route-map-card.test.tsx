import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stepFixture } from '@/testing/plan-fixtures';
import { forgetMapsProbe } from '../use-maps-reachable';
import { RouteMapCard } from './route-map-card';

const steps = [
  stepFixture(0, 'Coffee', {
    to_location_name: 'Café A Brasileira',
    to_location_address: 'Rua Garrett 120, Lisbon',
  }),
  stepFixture(1, 'Dinner', { to_location_name: 'Taberna da Rua das Flores', to_location_address: '' }),
  stepFixture(2, 'Fado', {
    to_location_name: 'Tasca do Chico',
    to_location_address: 'Rua do Diário de Notícias 39',
  }),
];

/** The map service's answer to the page's "can the map load?" image; records every time it is asked. */
function serveProbe() {
  const asked: string[] = [];
  class ProbeImage {
    onload: (() => void) | null = null;
    set src(url: string) {
      asked.push(url);
      setTimeout(() => this.onload?.(), 0);
    }
  }
  vi.stubGlobal('Image', ProbeImage);
  return asked;
}

beforeEach(() => forgetMapsProbe());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the route card', () => {
  it('lists every stop in order with its address and a Google Maps link searching for the place itself', () => {
    render(<RouteMapCard steps={steps} />);
    const stops = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(stops).toHaveLength(3);

    expect(stops[0]).toHaveTextContent('Café A Brasileira');
    expect(stops[0]).toHaveTextContent('Rua Garrett 120, Lisbon');
    const first = within(stops[0]!).getByRole('link', { name: /^Open in Google Maps/ });
    expect(first).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Caf%C3%A9%20A%20Brasileira%2C%20Rua%20Garrett%20120%2C%20Lisbon',
    );
    expect(first).toHaveAttribute('target', '_blank');
    expect(first.getAttribute('rel')).toContain('noopener');

    // No address: the place's name is what the map searches for.
    expect(within(stops[1]!).getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Taberna%20da%20Rua%20das%20Flores',
    );
    expect(within(stops[2]!).getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Tasca%20do%20Chico%2C%20Rua%20do%20Di%C3%A1rio%20de%20Not%C3%ADcias%2039',
    );
  });

  it("uses the planner's own map link, which searches the place in its city, over the neighbourhood", () => {
    const generic = stepFixture(0, 'Coffee', {
      to_location_name: 'A café, Chiado',
      to_location_address: 'Chiado, Lisbon, Portugal',
      to_location_google_maps_url:
        'https://www.google.com/maps/search/?api=1&query=caf%C3%A9%2C%20Chiado%2C%20Lisbon',
    });
    render(<RouteMapCard steps={[generic]} />);
    expect(screen.getByRole('link', { name: /^Open in Google Maps/ })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=caf%C3%A9%2C%20Chiado%2C%20Lisbon',
    );
  });

  it('tells links apart for screen readers by the stop they open', () => {
    render(<RouteMapCard steps={steps} />);
    expect(
      screen.getByRole('link', { name: 'Open in Google Maps: Tasca do Chico (opens in a new tab)' }),
    ).toBeInTheDocument();
  });

  it('numbers the stops on the sketch, one pin per stop', () => {
    const { container } = render(<RouteMapCard steps={steps} />);
    const pins = [...container.querySelectorAll('svg text')].map((pin) => pin.textContent);
    expect(pins).toEqual(['1', '2', '3']);
    expect(container.querySelector('svg [stroke-dasharray]')).toHaveAttribute(
      'd',
      expect.stringMatching(/^M .* C .* C /),
    );
    expect(screen.getByText('3 stops · sketch, not to scale')).toBeInTheDocument();
  });

  it('frames no live map and asks the map service nothing until "Show live map" is pressed', async () => {
    const asked = serveProbe();
    render(<RouteMapCard steps={steps} />);
    expect(document.querySelector('iframe')).toBeNull();
    expect(asked).toEqual([]);

    const toggle = screen.getByRole('button', { name: 'Show live map' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);

    expect(await screen.findByTitle('Map of Rua Garrett 120, Lisbon')).toBeInTheDocument();
    expect(asked).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Hide live map' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.click(screen.getByRole('button', { name: 'Hide live map' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('keeps the map’s own fallback text when the live map is asked for offline', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<RouteMapCard steps={steps} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show live map' }));
    expect(screen.getByText('Unable to load map')).toBeInTheDocument();
    expect(document.querySelector('iframe')).toBeNull();
    // The route itself is still there to follow.
    expect(screen.getAllByRole('link', { name: /^Open in Google Maps/ })).toHaveLength(3);
  });

  it('draws a single stop without a path to nowhere', () => {
    const { container } = render(<RouteMapCard steps={steps.slice(0, 1)} />);
    expect(screen.getByText('1 stop · sketch, not to scale')).toBeInTheDocument();
    expect(container.querySelectorAll('svg text')).toHaveLength(1);
    expect(container.querySelector('svg [stroke-dasharray]')).toBeNull();
  });
});
