import { AxiosError, isAxiosError } from 'axios';
import { describe, expect, it } from 'vitest';
import { isHttpError } from './http-error';

describe('isHttpError', () => {
  it('answers as axios’s own isAxiosError does', () => {
    const values: unknown[] = [
      new AxiosError('Request failed', 'ERR_BAD_RESPONSE'),
      Object.assign(new Error('thrown by an adapter'), { isAxiosError: true }),
      { isAxiosError: 'yes' },
      new Error('plain'),
      'text',
      null,
      undefined,
      42,
    ];
    expect(values.map(isHttpError)).toEqual(values.map((value) => isAxiosError(value)));
    expect(values.map(isHttpError).filter(Boolean)).toHaveLength(2);
  });
});
