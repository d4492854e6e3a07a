import { describe, expect, it } from 'vitest';
import {
  emptySignInFields,
  firstInvalidField,
  isValidEmail,
  passwordsDiffer,
  SIGN_UP_FIELD_ORDER,
  validateSignUp,
} from './validation';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('validateSignUp', () => {
  it('gives every failing field the spec’s wording', () => {
    expect(
      validateSignUp({ firstName: '', lastName: '', email: '', password: '', confirmPassword: 'x' }),
    ).toEqual({
      firstName: 'Please enter your first name',
      lastName: 'Please enter your last name',
      email: 'Please enter a valid email address',
      password: 'Password must be at least 8 characters',
      confirmPassword: 'Passwords do not match',
    });
    expect(validateSignUp({ ...valid, email: 'no at sign' })).toEqual({
      email: 'Please enter a valid email address',
    });
    expect(validateSignUp({ ...valid, password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password must be at least 8 characters',
    });
    expect(validateSignUp({ ...valid, confirmPassword: 'different' })).toEqual({
      confirmPassword: 'Passwords do not match',
    });
    expect(validateSignUp(valid)).toEqual({});
  });

  it('treats whitespace-only names as missing', () => {
    expect(validateSignUp({ ...valid, firstName: '   ' })).toEqual({
      firstName: 'Please enter your first name',
    });
  });

  it('finds the first problem in the spec’s order', () => {
    const problems = validateSignUp({ ...valid, firstName: '', lastName: '' });
    expect(firstInvalidField(problems, SIGN_UP_FIELD_ORDER)).toBe('firstName');
    expect(firstInvalidField({ password: 'x', lastName: 'y' }, SIGN_UP_FIELD_ORDER)).toBe('lastName');
    expect(firstInvalidField({ confirmPassword: 'x', email: 'y' }, SIGN_UP_FIELD_ORDER)).toBe('email');
    expect(firstInvalidField({}, SIGN_UP_FIELD_ORDER)).toBeUndefined();
  });
});

describe('emptySignInFields', () => {
  it('names the fields left empty', () => {
    expect(emptySignInFields({ email: ' ', password: '' })).toEqual(['email', 'password']);
    expect(emptySignInFields({ email: 'a@b.co', password: '' })).toEqual(['password']);
    expect(emptySignInFields({ email: 'a@b.co', password: 'x' })).toEqual([]);
  });
});

describe('email pattern and password hint', () => {
  it.each([
    ['a@b.co', true],
    ['first.last@example.org', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['@b.co', false],
  ])('%s is valid: %s', (email, expected) => expect(isValidEmail(email)).toBe(expected));

  it('hints only while both passwords are filled and differ', () => {
    expect(passwordsDiffer('abc', '')).toBe(false);
    expect(passwordsDiffer('abc', 'abd')).toBe(true);
    expect(passwordsDiffer('abc', 'abc')).toBe(false);
  });
});
