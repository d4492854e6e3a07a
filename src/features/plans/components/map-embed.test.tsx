import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetMapsProbe } from '../use-maps-reachable';
import { MapEmbed } from './map-embed';

/** An Image that answers as the map service would: loaded, or failed. */
function serveProbe(answer: 'load' | 'error') {
  const asked: string[] = [];
  class ProbeImage {
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    set src(url: string) {
      asked.push(url);
      setTimeout(() => (answer === 'load' ? this.onload : this.onerror)?.(), 0);
    }
  }
  vi.stubGlobal('Image', ProbeImage);
  return asked;
}

const setOnline = (online: boolean) => vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);

beforeEach(() => forgetMapsProbe());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the embedded map', () => {
  it('frames the map once the map service answers, asking it once for every map on the page', async () => {
    const asked = serveProbe('load');
    render(
      <>
        <MapEmbed query="Musée du Louvre, Paris" address="Rue de Rivoli" />
        <MapEmbed query="Pont Neuf, Paris" address="Pont Neuf" />
      </>,
    );
    expect(screen.getAllByRole('status')).toHaveLength(2);
    expect(await screen.findByTitle('Map of Musée du Louvre, Paris')).toHaveAttribute(
      'src',
      'https://www.google.com/maps?q=Mus%C3%A9e%20du%20Louvre%2C%20Paris&output=embed',
    );
    expect(await screen.findByTitle('Map of Pont Neuf, Paris')).toBeInTheDocument();
    expect(asked).toEqual(['https://www.google.com/favicon.ico?reachable']);
  });

  it('says "Unable to load map" instead of a broken frame when the map service cannot be reached', async () => {
    serveProbe('error');
    render(<MapEmbed query="Musée du Louvre, Paris" address="Rue de Rivoli" />);
    expect(await screen.findByText('Unable to load map')).toBeInTheDocument();
    expect(screen.queryByTitle(/Map of/)).not.toBeInTheDocument();
  });

  it('says so at once when the device is offline, and shows the map when the network is back', async () => {
    const online = setOnline(false);
    serveProbe('load');
    render(<MapEmbed query="Pont Neuf, Paris" address="Pont Neuf" />);
    expect(screen.getByText('Unable to load map')).toBeInTheDocument();
    online.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTitle('Map of Pont Neuf, Paris')).toBeInTheDocument();
  });

  it('gives the address in words when a step has no place to search for', () => {
    render(<MapEmbed query={null} address="12 Rua Augusta, Lisbon" />);
    expect(
      screen.getByText('The map for this venue is unavailable. The address is: 12 Rua Augusta, Lisbon'),
    ).toBeInTheDocument();
  });
});
