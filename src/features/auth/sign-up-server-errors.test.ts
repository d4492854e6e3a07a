import { AxiosError, AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { signUpServerErrors } from './sign-up-server-errors';

const refusal = (status: number, data: unknown) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_REQUEST',
    undefined,
    {},
    {
      status,
      statusText: '',
      data,
      headers: {},
      config: { headers: new AxiosHeaders() },
    },
  );

describe('where a refused sign-up’s reason goes', () => {
  it('puts a taken address beside the e-mail field', () =>
    expect(signUpServerErrors(refusal(409, { detail: 'An account with this email already exists' }))).toEqual(
      {
        fields: { email: 'An account with this email already exists' },
        form: null,
      },
    ));

  it('puts validation details beside the fields they name, and the rest on the form', () =>
    expect(
      signUpServerErrors(
        refusal(422, {
          detail: [
            { loc: ['body', 'first_name'], msg: 'Please enter your first name', type: 'too_small' },
            { loc: ['body', 'profile_image'], msg: 'Invalid URL', type: 'invalid_format' },
          ],
        }),
      ),
    ).toEqual({ fields: { firstName: 'Please enter your first name' }, form: 'Invalid URL' }));

  it('says anything else for the whole form, in the spec’s words', () => {
    expect(signUpServerErrors(refusal(429, { detail: 'Too many sign-ups' }))).toEqual({
      fields: {},
      form: 'Too many sign-ups',
    });
    expect(signUpServerErrors(new Error('boom'))).toEqual({ fields: {}, form: 'Failed to sign up' });
  });
});
