import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authResponse, testUser } from '@/testing/handlers/auth';
import { landingProbe, renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import SignInPage from './sign-in-page';

function renderSignIn(state?: unknown) {
  return renderRoutes([{ path: '/sign-in', element: <SignInPage /> }], {
    initialEntries: [{ pathname: '/sign-in', state }],
    routes: [
      landingProbe('/', 'Home page'),
      landingProbe('/profile', 'Profile page'),
      landingProbe('/pricing', 'Pricing page'),
    ],
  });
}

async function signInWith(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password', { exact: true }), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('the sign-in page', () => {
  it('welcomes back and links to forgot password and sign-up', () => {
    renderSignIn();
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/sign-up');
  });

  it('asks for both fields, marks the empty one and focuses it', async () => {
    renderSignIn();
    await signInWith('ada@example.com', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter both email and password');
    const password = screen.getByLabelText('Password', { exact: true });
    expect(password).toHaveFocus();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('Please enter both email and password');
    expect(screen.getByLabelText('Email')).not.toHaveAttribute('aria-invalid');
    await userEvent.setup().type(password, 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(password).not.toHaveAttribute('aria-invalid');
  });

  it('says "Invalid email or password" on a 401 above the button, until a field is edited', async () => {
    server.use(
      http.post('/v1/auth/signin', () =>
        HttpResponse.json({ detail: 'Invalid email or password' }, { status: 401 }),
      ),
    );
    renderSignIn();
    await signInWith('ada@example.com', 'wrong-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email or password');
    expect(alert.nextElementSibling).toBe(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.setup().type(screen.getByLabelText('Email'), 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('goes to / by default', async () => {
    renderSignIn();
    await signInWith('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('goes to returnUrl when given, before from', async () => {
    renderSignIn({ returnUrl: '/pricing?plan=plus', from: { pathname: '/profile' } });
    await signInWith('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
  });

  it('goes back to the protected page that sent the visitor here', async () => {
    const { router } = renderSignIn({ from: { pathname: '/profile', search: '' } });
    await signInWith('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Profile page' })).toBeInTheDocument();
    // History replaced: going back does not return to the sign-in form.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('says a plan made here as a guest waits for a verified address', () => {
    window.localStorage.setItem('guestEmail', 'ada@example.com');
    renderSignIn();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your date plan is waiting. Verify your e-mail address to see it in My Dates.',
    );
  });

  it('asks an unverified member with the guest’s address to verify it before the plan opens', async () => {
    window.localStorage.setItem('guestEmail', 'ada@example.com');
    renderSignIn({ returnUrl: '/pricing' });
    await signInWith('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your date plan is waiting.');
    expect(window.localStorage.getItem('guestEmail')).toBe('ada@example.com');
  });

  it('lets a verified member with the guest’s address through, the plan handed over', async () => {
    window.localStorage.setItem('guestEmail', 'ada@example.com');
    server.use(
      http.post('/v1/auth/signin', () => HttpResponse.json(authResponse({ ...testUser, is_verified: true }))),
    );
    renderSignIn({ returnUrl: '/pricing' });
    await signInWith('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
    expect(window.localStorage.getItem('guestEmail')).toBeNull();
  });

  it('never redirects to another site', async () => {
    renderSignIn({ returnUrl: 'https://evil.example.com/' });
    await signInWith('ada@example.com', 'right-password');
    expect(await screen.findByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });
});
