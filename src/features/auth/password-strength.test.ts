import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength';

describe('passwordStrength', () => {
  it.each([
    ['', 0, 'Weak', 'red'],
    ['abc', 0, 'Weak', 'red'],
    ['abcdefgh', 1, 'Weak', 'red'],
    ['abcdefghijkl', 2, 'Medium', 'yellow'],
    ['Abcdefgh', 2, 'Medium', 'yellow'],
    ['Abcdefgh1', 3, 'Medium', 'yellow'],
    ['Abcdefgh1!', 4, 'Strong', 'green'],
    ['Abcdefghijk1!', 5, 'Very Strong', 'green'],
    ['short1!', 2, 'Medium', 'yellow'],
  ])('scores %j as %i (%s, %s)', (password, score, label, color) => {
    expect(passwordStrength(password)).toEqual({ score, label, color });
  });
});
