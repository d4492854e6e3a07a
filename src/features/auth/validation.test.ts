import { describe, expect, it } from 'vitest';
import { isValidEmail, passwordsDiffer, validateSignIn, validateSignUp } from './validation';

const valid = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'long-enough',
  confirmPassword: 'long-enough',
};

describe('validateSignUp', () => {
  it('checks the rules in the spec’s order with its wording', () => {
    const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: 'x' };
    expect(validateSignUp(empty)).toBe('Please enter your first name');
    expect(validateSignUp({ ...empty, firstName: 'A' })).toBe('Please enter your last name');
    expect(validateSignUp({ ...empty, firstName: 'A', lastName: 'B' })).toBe(
      'Please enter a valid email address',
    );
    expect(validateSignUp({ ...valid, email: 'no at sign' })).toBe('Please enter a valid email address');
    expect(validateSignUp({ ...valid, password: 'short', confirmPassword: 'short' })).toBe(
      'Password must be at least 8 characters',
    );
    expect(validateSignUp({ ...valid, confirmPassword: 'different' })).toBe('Passwords do not match');
    expect(validateSignUp(valid)).toBeNull();
  });

  it('treats whitespace-only names as missing', () => {
    expect(validateSignUp({ ...valid, firstName: '   ' })).toBe('Please enter your first name');
  });
});

describe('validateSignIn', () => {
  it('needs both fields', () => {
    expect(validateSignIn({ email: '', password: 'x' })).toBe('Please enter both email and password');
    expect(validateSignIn({ email: 'a@b.co', password: '' })).toBe('Please enter both email and password');
    expect(validateSignIn({ email: 'a@b.co', password: 'x' })).toBeNull();
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
