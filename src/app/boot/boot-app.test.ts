import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bootApp } from './boot-app';

const startApp = vi.hoisted(() => ({ renderApp: vi.fn(), hydrateApp: vi.fn(() => Promise.resolve()) }));
vi.mock('../start-app', () => startApp);

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

function root(html: string) {
  document.body.innerHTML = html;
  return document.getElementById('root')!;
}

beforeEach(() => {
  vi.clearAllMocks();
});
afterEach(() => {
  document.documentElement.removeAttribute('data-session');
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('bootApp', () => {
  it('renders the whole app into a page the build did not prerender', async () => {
    const element = root('<div id="root"></div>');
    bootApp(element);
    await settle();
    expect(startApp.renderApp).toHaveBeenCalledWith(element);
    expect(startApp.hydrateApp).not.toHaveBeenCalled();
  });

  it('leaves a shared plan’s page the server wrote to its reader while they scroll, and draws the app over it at their first move', async () => {
    const element = root(
      '<div id="root" data-hydrate="replace" data-app-stylesheet="/assets/app.css"><header data-site-header class="bg-transparent py-4"></header><h1>Sunset in Lisbon</h1><time data-today="year">2020</time></div>',
    );
    bootApp(element);
    expect(element.querySelector('time')?.textContent).toBe(String(new Date().getFullYear()));
    window.scrollY = 400;
    window.dispatchEvent(new Event('scroll'));
    document.dispatchEvent(new Event('scroll'));
    await settle();
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(startApp.renderApp).not.toHaveBeenCalled();
    // The header turns solid on scroll as the app's does, with no app.
    expect(element.querySelector('header')).toHaveClass('bg-surface', 'py-2', 'shadow-md');
    expect(element.querySelector('header')).not.toHaveClass('bg-transparent');

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    // It comes with the whole stylesheet.
    expect(startApp.renderApp).not.toHaveBeenCalled();
    document.querySelector('link[href="/assets/app.css"]')!.dispatchEvent(new Event('load'));
    await settle();
    expect(startApp.renderApp).toHaveBeenCalledWith(element);
    expect(startApp.hydrateApp).not.toHaveBeenCalled();
    window.scrollY = 0;
  });

  it('hands the app a press the first-paint script held before this script ran', async () => {
    const element = root(
      '<div id="root" data-hydrate="on-interaction"><button type="button">Open menu</button></div>',
    );
    const button = element.querySelector('button')!;
    const stop = vi.fn();
    Object.assign(window, { __datecraftHeld: Object.assign([button], { stop }) });
    const pressed = vi.fn();
    button.addEventListener('click', pressed);
    bootApp(element);
    expect(stop).toHaveBeenCalled();
    // Held at once: the app is fetched without waiting for another move.
    await settle();
    expect(startApp.hydrateApp).toHaveBeenCalledTimes(1);
    await settle();
    expect(pressed).toHaveBeenCalledTimes(1);
    Reflect.deleteProperty(window, '__datecraftHeld');
  });

  it('leaves a page that is complete as HTML to the reader until they move', async () => {
    bootApp(root('<div id="root" data-hydrate="on-interaction"><h1>Plan a date</h1></div>'));
    await settle();
    expect(startApp.hydrateApp).not.toHaveBeenCalled();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    expect(startApp.hydrateApp).toHaveBeenCalledTimes(1);
  });

  it('adds the app’s whole stylesheet only when it takes a waiting page over, and hydrates once it is in', async () => {
    bootApp(
      root(
        '<div id="root" data-hydrate="on-interaction" data-app-stylesheet="/assets/app.css"><h1>Plan a date</h1></div>',
      ),
    );
    await settle();
    expect(document.querySelector('link[rel="stylesheet"]')).toBeNull();

    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await settle();
    const link = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe('/assets/app.css');
    expect(startApp.hydrateApp).not.toHaveBeenCalled();

    link!.dispatchEvent(new Event('load'));
    await settle();
    expect(startApp.hydrateApp).toHaveBeenCalledTimes(1);
  });

  it('takes a prerendered page over at once for a member, whose header and page are theirs', async () => {
    document.documentElement.setAttribute('data-session', '');
    bootApp(root('<div id="root" data-hydrate="on-interaction"><h1>Plan a date</h1></div>'));
    await settle();
    expect(startApp.hydrateApp).toHaveBeenCalledTimes(1);
  });

  it('draws the app over a shared plan’s page at once for a member, whose header is theirs', async () => {
    document.documentElement.setAttribute('data-session', '');
    const element = root('<div id="root" data-hydrate="replace"><h1>Sunset in Lisbon</h1></div>');
    bootApp(element);
    await settle();
    expect(startApp.renderApp).toHaveBeenCalledWith(element);
    expect(startApp.hydrateApp).not.toHaveBeenCalled();
  });

  it('takes a page that shows data from the API over at once', async () => {
    bootApp(root('<div id="root"><h1>Choose the Perfect Plan</h1></div>'));
    await settle();
    expect(startApp.hydrateApp).toHaveBeenCalledTimes(1);
  });

  it('writes today’s date into the page before the app is there', () => {
    bootApp(root('<div id="root" data-hydrate="on-interaction"><time data-today>May 1, 2020</time></div>'));
    expect(document.querySelector('time')?.textContent).not.toBe('May 1, 2020');
  });
});
