import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  getChangePasswordErrorMessage,
  getRequestErrorMessage,
  getSignInErrorMessage,
  getSignUpErrorMessage,
} from './errors';

function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, data, statusText: '', headers: {}, config } as AxiosResponse;
  return new AxiosError(
    `Request failed with status code ${status}`,
    'ERR_BAD_RESPONSE',
    config,
    {},
    response,
  );
}
const noResponse = () => new AxiosError('Network Error', 'ERR_NETWORK', { headers: new AxiosHeaders() }, {});
const validation = (msg: string) => ({ detail: [{ loc: ['body', 'email'], msg, type: 'value_error' }] });

describe('getRequestErrorMessage (generic request errors)', () => {
  it.each([
    [401, 'Authentication required. Please sign in.'],
    [403, 'You do not have permission to perform this action.'],
    [404, 'The requested resource was not found.'],
  ])('maps %i to its fixed text', (status, text) => {
    expect(getRequestErrorMessage(httpError(status, { detail: 'ignored' }))).toBe(text);
  });

  it('uses the server message, error or text for other statuses', () => {
    expect(getRequestErrorMessage(httpError(409, { detail: 'Taken' }))).toBe('Taken');
    expect(getRequestErrorMessage(httpError(422, validation('Bad e-mail')))).toBe('Bad e-mail');
    expect(getRequestErrorMessage(httpError(500, { message: 'Server message' }))).toBe('Server message');
    expect(getRequestErrorMessage(httpError(502, { error: 'Bad gateway' }))).toBe('Bad gateway');
    expect(getRequestErrorMessage(httpError(503, 'Down for maintenance'))).toBe('Down for maintenance');
  });

  it('falls back when the body says nothing', () => {
    expect(getRequestErrorMessage(httpError(500, {}))).toBe('An error occurred with the request.');
    expect(getRequestErrorMessage(httpError(500, ''))).toBe('An error occurred with the request.');
  });

  it('explains a missing response as a connection problem', () => {
    expect(getRequestErrorMessage(noResponse())).toBe(
      'Unable to connect to the server. Please check your internet connection.',
    );
  });

  it('calls anything else unexpected', () => {
    expect(getRequestErrorMessage(new Error('boom'))).toBe('An unexpected error occurred.');
    expect(getRequestErrorMessage('string')).toBe('An unexpected error occurred.');
  });
});

describe('account errors', () => {
  it('sign-in: 401, validation detail, other', () => {
    expect(getSignInErrorMessage(httpError(401, { detail: 'whatever' }))).toBe('Invalid email or password');
    expect(getSignInErrorMessage(httpError(422, validation('Email required')))).toBe('Email required');
    expect(getSignInErrorMessage(httpError(422, { detail: [] }))).toBe('Sign in failed');
    expect(getSignInErrorMessage(httpError(429, { detail: 'Too many sign-in attempts.' }))).toBe(
      'Too many sign-in attempts.',
    );
    expect(getSignInErrorMessage(new Error(''))).toBe('Failed to sign in');
  });

  it('sign-up: detail, empty detail, other', () => {
    expect(
      getSignUpErrorMessage(httpError(409, { detail: 'An account with this email already exists' })),
    ).toBe('An account with this email already exists');
    expect(getSignUpErrorMessage(httpError(422, { detail: [] }))).toBe('Sign up failed');
    expect(getSignUpErrorMessage(httpError(500, {}))).toBe('Failed to sign up');
  });

  it('change password: 401, detail, other', () => {
    expect(getChangePasswordErrorMessage(httpError(401, {}))).toBe('Current password is incorrect');
    expect(
      getChangePasswordErrorMessage(httpError(422, validation('Password must be at least 8 characters'))),
    ).toBe('Password must be at least 8 characters');
    expect(getChangePasswordErrorMessage(httpError(500, {}))).toBe('Failed to change password');
  });
});
