import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { tokenStorage } from '@/lib/storage';
import { landingProbe, renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import SignUpPage from './sign-up-page';

function renderSignUp(state?: unknown) {
  return renderRoutes([{ path: '/sign-up', element: <SignUpPage /> }], {
    initialEntries: [{ pathname: '/sign-up', state }],
    routes: [landingProbe('/my-dates', 'My dates page'), landingProbe('/pricing', 'Pricing page')],
  });
}

async function fill(
  values: Partial<Record<'First name' | 'Last name' | 'Email' | 'Password' | 'Confirm password', string>>,
) {
  const user = userEvent.setup();
  for (const [label, value] of Object.entries(values)) {
    await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  return user;
}

const validEntries = {
  'First name': 'Ada',
  'Last name': 'Lovelace',
  Email: 'ada@example.com',
  Password: 'long-enough-1',
  'Confirm password': 'long-enough-1',
};

describe('the sign-up page', () => {
  it('says each problem beside its field with the spec’s wording and focuses the first', async () => {
    renderSignUp();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const firstName = screen.getByLabelText('First name');
    expect(firstName).toHaveFocus();
    expect(firstName).toHaveAttribute('aria-invalid', 'true');
    expect(firstName).toHaveAccessibleDescription('Please enter your first name');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please enter your last name');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password', { exact: true })).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    );
    expect(screen.getByLabelText('Confirm password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByRole('alert').map((alert) => alert.textContent)).toEqual([
      'Please enter your first name',
      'Please enter your last name',
      'Please enter a valid email address',
      'Password must be at least 8 characters',
    ]);
  });

  it('clears a field’s problem as soon as the field changes, and focuses the next one on submit', async () => {
    renderSignUp();
    const user = userEvent.setup();
    const submit = screen.getByRole('button', { name: 'Create account' });
    await user.click(submit);
    await user.type(screen.getByLabelText('First name'), 'A');
    expect(screen.getByLabelText('First name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('First name')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('Please enter your first name')).not.toBeInTheDocument();
    expect(screen.getByText('Please enter your last name')).toBeInTheDocument();
    await user.click(submit);
    expect(screen.getByLabelText('Last name')).toHaveFocus();
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(submit);
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
  });

  it('says a short password and a differing confirmation beside each, and a new password settles both', async () => {
    renderSignUp();
    const user = await fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'short',
      'Confirm password': 'something else',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const password = screen.getByLabelText('Password', { exact: true });
    const confirmation = screen.getByLabelText('Confirm password');
    expect(password).toHaveFocus();
    expect(password).toHaveAccessibleDescription('Password must be at least 8 characters');
    expect(confirmation).toHaveAccessibleDescription('Passwords do not match');
    // One message for the mismatch, not the live hint beside the submitted one.
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    await user.type(password, '-but-long-now');
    expect(password).not.toHaveAttribute('aria-invalid');
    expect(confirmation).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('hints "Passwords don\'t match" live and rates the password', async () => {
    renderSignUp();
    await fill({ Password: 'Abcdefgh1!' });
    expect(screen.getByRole('meter', { name: 'Password strength' })).toHaveAttribute(
      'aria-valuetext',
      'Strong',
    );
    expect(screen.getByText('Strong')).toBeInTheDocument();
    expect(screen.queryByText("Passwords don't match")).not.toBeInTheDocument();
    await fill({ 'Confirm password': 'Abc' });
    expect(screen.getByText("Passwords don't match")).toBeInTheDocument();
  });

  it('signs up, stores both tokens and goes to /my-dates by default', async () => {
    let body: unknown;
    server.use(
      http.post('/v1/auth/signup', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json(
          {
            user: {
              user_id: 'u',
              first_name: 'Ada',
              last_name: 'Lovelace',
              email: 'ada@example.com',
              profile_image: null,
              is_verified: false,
              auth_provider: 'email',
              created_at: '',
            },
            token: { access_token: 'a', refresh_token: 'r' },
          },
          { status: 201 },
        );
      }),
    );
    renderSignUp();
    const user = await fill({
      'First name': ' Ada ',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'long-enough-1',
      'Confirm password': 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'My dates page' })).toBeInTheDocument();
    expect(body).toEqual({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      password: 'long-enough-1',
      profile_image: null,
    });
    expect(tokenStorage.accessToken()).toBe('a');
    expect(tokenStorage.refreshToken()).toBe('r');
  });

  it('goes back to the from-location after sign-up', async () => {
    renderSignUp({ from: { pathname: '/pricing', search: '' } });
    const user = await fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Email: 'ada@example.com',
      Password: 'long-enough-1',
      'Confirm password': 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Pricing page' })).toBeInTheDocument();
  });

  it('says a taken e-mail beside the e-mail field and focuses it', async () => {
    server.use(
      http.post('/v1/auth/signup', () =>
        HttpResponse.json({ detail: 'An account with this email already exists' }, { status: 409 }),
      ),
    );
    renderSignUp();
    const user = await fill(validEntries);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const email = screen.getByLabelText('Email');
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAccessibleDescription('An account with this email already exists');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(tokenStorage.accessToken()).toBeNull();
    await user.type(email, 'm');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says a server validation problem beside the field it names', async () => {
    server.use(
      http.post('/v1/auth/signup', () =>
        HttpResponse.json(
          { detail: [{ loc: ['body', 'last_name'], msg: 'Please enter your last name', type: 'too_small' }] },
          { status: 422 },
        ),
      ),
    );
    renderSignUp();
    const user = await fill(validEntries);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveFocus());
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Please enter your last name');
  });

  it('says a problem of the whole form right above the submit button, until something is edited', async () => {
    server.use(
      http.post('/v1/auth/signup', () => HttpResponse.json({ detail: 'Too many sign-ups' }, { status: 429 })),
    );
    renderSignUp();
    const user = await fill(validEntries);
    const submit = screen.getByRole('button', { name: 'Create account' });
    await user.click(submit);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Too many sign-ups');
    expect(alert.nextElementSibling).toBe(submit);
    await user.type(screen.getByLabelText('First name'), 'x');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('links to the terms, the privacy policy and sign-in', () => {
    renderSignUp();
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in');
  });

  it('says a plan made here as a guest waits for a verified address', () => {
    renderSignUp();
    expect(screen.queryByText(/Your date plan is waiting/)).not.toBeInTheDocument();
    cleanup();
    window.localStorage.setItem('guestEmail', 'ada@example.com');
    renderSignUp();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your date plan is waiting. Verify your e-mail address to see it in My Dates.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
  });

  it('after signing up with the guest’s address, asks to verify it instead of opening the plan', async () => {
    window.localStorage.setItem('guestEmail', 'Ada@example.com');
    let resent = false;
    server.use(
      http.post('/v1/auth/resend-verification', () => {
        resent = true;
        return HttpResponse.json({ message: 'We sent a new verification link to your e-mail address.' });
      }),
    );
    renderSignUp({ from: { pathname: '/date-plan/plan-9' } });
    const user = await fill({
      'First name': 'Ada',
      'Last name': 'Lovelace',
      Password: 'long-enough-1',
      'Confirm password': 'long-enough-1',
    });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('heading', { name: 'Verify your e-mail address' })).toBeInTheDocument();
    expect(screen.getByText('Follow the link we sent to ada@example.com.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your date plan is waiting.');
    expect(screen.getByRole('link', { name: 'Go to My Dates' })).toHaveAttribute('href', '/my-dates');
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(
      await screen.findByText('We sent a new verification link to your e-mail address.'),
    ).toBeInTheDocument();
    expect(resent).toBe(true);
    expect(tokenStorage.accessToken()).toBe('access-1');
  });

  it('says Google sign-up is unavailable when the server has no Google client', async () => {
    renderSignUp();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign up with Google' }));
    expect(await screen.findByText('Google sign in is currently unavailable.')).toBeInTheDocument();
  });

  it('shows Google sign-up unavailable before any click when the server says it is not configured', async () => {
    server.use(http.get('/v1/auth/google/status', () => HttpResponse.json({ available: false })));
    renderSignUp();
    const button = screen.getByRole('button', { name: 'Sign up with Google' });
    await waitFor(() => expect(button).toBeDisabled());
    expect(button).toHaveAccessibleDescription('Google sign in is currently unavailable.');
  });
});
