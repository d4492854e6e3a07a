import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/testing/handlers/auth';
import { renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import { SiteHeader } from './site-header';

function renderHeader(options: { signedIn?: boolean; path?: string } = {}) {
  return renderRoutes(
    [
      {
        element: (
          <>
            <SiteHeader />
            <Outlet />
          </>
        ),
        children: [
          { path: '/', element: <h1>Home</h1> },
          { path: '/my-dates', element: <h1>My dates page</h1> },
          { path: '/profile', element: <h1>Profile page</h1> },
          { path: '/pricing', element: <h1>Pricing page</h1> },
        ],
      },
    ],
    { signedIn: options.signedIn, initialEntries: [options.path ?? '/'] },
  );
}

describe('SiteHeader', () => {
  // The class hides them in a browser the first-paint script marked as holding a session (index.css);
  // the browser tests check what a member actually sees.
  it('keeps Sign in and Sign up out of a member’s sight while the session is still being read', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get('/v1/auth/me', async () => {
        await answered;
        return HttpResponse.json(testUser);
      }),
    );
    renderHeader({ signedIn: true });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main).getByRole('link', { name: 'Sign in' }).closest('.invisible-if-session'),
    ).not.toBeNull();
    expect(
      within(main).getByRole('link', { name: 'Sign up' }).closest('.invisible-if-session'),
    ).not.toBeNull();
    answer();
    expect(await within(main).findByRole('link', { name: 'My Dates' })).toBeInTheDocument();
    expect(within(main).queryByRole('link', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('shows Pricing, Sign in and a highlighted Sign up when signed out', () => {
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/pricing');
    expect(within(main).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
    expect(within(main).getByRole('link', { name: 'Sign up' })).toHaveClass('btn-primary');
    expect(within(main).getByRole('link', { name: 'Sign in' }).closest('.invisible-if-session')).toBeNull();
    expect(within(main).queryByRole('link', { name: 'My Dates' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Datecraft home' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Datecraft')).toBeInTheDocument();
  });

  it('shows My Dates, Pricing and the avatar menu when signed in', async () => {
    renderHeader({ signedIn: true });
    const menuButton = await screen.findByRole('button', { name: /account menu/i });
    expect(menuButton).toHaveTextContent('AL');
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('link', { name: 'My Dates' })).toHaveAttribute('href', '/my-dates');
    expect(within(main).getByRole('link', { name: 'Pricing' })).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(menuButton);
    const menu = screen.getByRole('menu');
    expect(menu).toHaveTextContent('Ada Lovelace');
    expect(menu).toHaveTextContent('ada@example.com');
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveAttribute('href', '/profile');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveAttribute('href', '/settings');
    expect(within(menu).getByRole('menuitem', { name: 'Your Profile' })).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(within(menu).getByRole('menuitem', { name: 'Settings' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton).toHaveFocus();
  });

  it('signs out to the home page and clears the tokens', async () => {
    renderHeader({ signedIn: true, path: '/pricing' });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: /account menu/i }));
    await user.click(screen.getByRole('menuitem', { name: 'Sign out' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Sign in');
  });

  it('turns solid with a shadow once scrolled past 10 px', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveClass('bg-transparent');
    act(() => {
      window.scrollY = 11;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('bg-surface', 'shadow-md');
    act(() => {
      window.scrollY = 10;
      fireEvent.scroll(window);
    });
    expect(header).toHaveClass('bg-transparent');
  });

  it('opens the mobile panel (300 px max) without Pricing for members, and closes it on a link click', async () => {
    renderHeader({ signedIn: true });
    await screen.findByRole('button', { name: /account menu/i });
    const user = userEvent.setup();
    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(toggle.getAttribute('aria-controls') ?? '')!;
    expect(panel).toBeVisible();
    expect(panel).toHaveClass('max-h-[300px]');
    const mobile = within(panel);
    expect(mobile.getByText('ada@example.com')).toBeInTheDocument();
    expect(mobile.queryByRole('link', { name: 'Pricing' })).not.toBeInTheDocument();
    expect(mobile.getByRole('link', { name: 'Your Profile' })).toBeInTheDocument();
    expect(mobile.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
    expect(mobile.getByRole('button', { name: 'Sign out' })).toBeInTheDocument();

    await user.click(mobile.getByRole('link', { name: 'My Dates' }));
    expect(await screen.findByRole('heading', { name: 'My dates page' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    expect(panel).not.toBeVisible();
  });

  it('lists Pricing, Sign in and Sign up in the mobile panel when signed out', async () => {
    renderHeader();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open menu' }));
    const panel = within(screen.getByRole('navigation', { name: 'Mobile' }));
    expect(panel.getByRole('link', { name: 'Pricing' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(panel.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
  });
});
