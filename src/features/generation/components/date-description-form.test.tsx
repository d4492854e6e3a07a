import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { landingProbe, renderRoutes } from '@/testing/render';
import { server } from '@/testing/server';
import { slowSession } from '@/testing/handlers/auth';
import { testPlaces } from '@/testing/handlers/places';
import { DateDescriptionForm } from './date-description-form';

const renderForm = (signedIn = false) =>
  renderRoutes([{ path: '/', element: <DateDescriptionForm /> }], {
    signedIn,
    routes: [{ path: '/generation-progress/:id', element: <h1>Progress page</h1> }, landingProbe('/x', 'x')],
  });

describe('DateDescriptionForm', () => {
  it('keeps the button disabled while the description is blank after trimming', async () => {
    renderForm();
    const button = screen.getByRole('button', { name: 'Plan with Datecraft' });
    expect(button).toBeDisabled();
    await userEvent.setup().type(screen.getByLabelText('Describe your ideal date'), '   ');
    expect(button).toBeDisabled();
  });

  it('asks a guest for an e-mail, validates it, and starts the plan with it', async () => {
    let body: unknown;
    server.use(
      http.post('/v1/date-planner/generate', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ plan_id: 'plan-1' }, { status: 201 });
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your ideal date'), '  Picnic in the park  ');
    await user.click(screen.getByRole('button', { name: 'Plan with Datecraft' }));
    expect(await screen.findByRole('heading', { name: 'Enter your email to continue' })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Create my date plan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');

    await user.clear(screen.getByLabelText('Email address'));
    await user.type(screen.getByLabelText('Email address'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Create my date plan' }));
    expect(await screen.findByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
    expect(body).toEqual({
      query: 'Picnic in the park',
      user_preferences: {},
      guest_email: 'guest@example.com',
    });
    expect(window.localStorage.getItem('idealDateDescription')).toBe('Picnic in the park');
    expect(window.localStorage.getItem('guestEmail')).toBe('guest@example.com');
  });

  it('says why the plan could not start inside the e-mail dialog, where the guest is looking', async () => {
    const spent = "You've used today's free date plan. Create a free account for more.";
    server.use(
      http.post('/v1/date-planner/generate', () => HttpResponse.json({ detail: spent }, { status: 402 })),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your ideal date'), 'Picnic in the park');
    await user.click(screen.getByRole('button', { name: 'Plan with Datecraft' }));
    await user.type(await screen.findByLabelText('Email address'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Create my date plan' }));
    const dialog = screen.getByRole('dialog', { name: 'Enter your email to continue' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(spent);
    expect(within(dialog).getByRole('button', { name: 'Create my date plan' })).toBeEnabled();
  });

  it('starts a member’s plan directly, without asking for an e-mail', async () => {
    let body: unknown;
    server.use(
      http.post('/v1/date-planner/generate', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ plan_id: 'plan-2' }, { status: 201 });
      }),
    );
    renderForm(true);
    const user = userEvent.setup();
    await screen.findByRole('button', { name: 'Plan with Datecraft' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    await user.type(screen.getByLabelText('Describe your ideal date'), 'Dinner and a show');
    await user.click(screen.getByRole('button', { name: 'Plan with Datecraft' }));
    expect(await screen.findByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
    expect(body).toEqual({ query: 'Dinner and a show', user_preferences: {} });
  });

  it('waits for a member’s session being read instead of asking them for an e-mail', async () => {
    let generated = 0;
    server.use(
      slowSession(),
      http.post('/v1/date-planner/generate', () => {
        generated += 1;
        return HttpResponse.json({ plan_id: 'plan-2' }, { status: 201 });
      }),
    );
    renderForm(true);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Describe your ideal date'), 'Dinner');
    await user.click(screen.getByRole('button', { name: 'Plan with Datecraft' }));
    expect(await screen.findByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
    expect(generated).toBe(1);
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });
});

describe('DateDescriptionForm when the description names no city', () => {
  it('asks where, offers the planner’s cities as they are typed, and sends the chosen city', async () => {
    let body: unknown;
    server.use(
      http.get('*/v1/date-planner/places', ({ request }) => {
        const typed = new URL(request.url).searchParams.get('q') ?? '';
        return HttpResponse.json({
          description_city: null,
          places: testPlaces.filter((place) => place.name.toLowerCase().startsWith(typed.toLowerCase())),
        });
      }),
      http.post('/v1/date-planner/generate', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ plan_id: 'plan-1' }, { status: 201 });
      }),
    );
    renderForm();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Describe your ideal date'), 'Something fun this weekend');
    await user.click(screen.getByRole('button', { name: 'Plan with Datecraft' }));
    const dialog = await screen.findByRole('dialog', { name: 'Where will you be?' });
    await user.type(within(dialog).getByLabelText('City'), 'Li');
    await user.click(await within(dialog).findByRole('button', { name: 'Lisbon, Portugal' }));
    expect(within(dialog).getByLabelText('City')).toHaveValue('Lisbon');
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await user.type(await screen.findByLabelText('Email address'), 'guest@example.com');
    await user.click(screen.getByRole('button', { name: 'Create my date plan' }));
    expect(await screen.findByRole('heading', { name: 'Progress page' })).toBeInTheDocument();
    expect(body).toEqual({
      query: 'Something fun this weekend',
      user_preferences: { city: 'Lisbon' },
      guest_email: 'guest@example.com',
    });
  });
});

describe('DateDescriptionForm near the length limit', () => {
  it('shows the count near 2,000 characters and stops there', async () => {
    renderForm();
    const box = screen.getByLabelText('Describe your ideal date');
    expect(box).toHaveAttribute('maxLength', '2000');
    const user = userEvent.setup();
    await user.click(box);
    await user.paste('a'.repeat(1799));
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    await user.paste('b'.repeat(301));
    expect(box).toHaveValue('a'.repeat(1799) + 'b'.repeat(201));
    expect(box).toHaveAccessibleDescription(
      /2,000 \/ 2,000 characters: that is the most a description can hold/,
    );
  });
});
