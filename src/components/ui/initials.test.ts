import { describe, expect, it } from 'vitest';
import { initialsOf } from './initials';

describe('initialsOf', () => {
  it('uses the first letters of first and last name', () => expect(initialsOf('ada', 'Lovelace')).toBe('AL'));
  it.each([
    ['Ada', ''],
    ['', 'Lovelace'],
    [null, 'Lovelace'],
    ['Ada', undefined],
    ['  ', 'Lovelace'],
  ])('falls back to U for %j %j', (first, last) => expect(initialsOf(first, last)).toBe('U'));
});
