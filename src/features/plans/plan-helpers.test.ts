import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { PLAN_LOAD_TIMEOUT_MS } from './api/plan-queries';
import { transportKind } from '@contract/transport-icons';
import { PLAN_ERRORS, planLoadErrorText } from './plan-errors';
import { mapsSearchUrl } from '@contract/maps';
import { safePhoneHref, safeWebUrl } from './safe-links';

describe('link sanitising', () => {
  it.each([
    ['https://venue.example.com/book', 'https://venue.example.com/book'],
    ['http://venue.example.com', 'http://venue.example.com/'],
    ['javascript:alert(1)', null],
    ['JAVASCRIPT:alert(1)', null],
    ['data:text/html,<script>alert(1)</script>', null],
    ['//evil.example.com', null],
    ['not a url', null],
    [null, null],
  ])('web link %j becomes %j', (input, expected) => expect(safeWebUrl(input)).toBe(expected));

  it.each([
    ['+39 06 1234 5678', 'tel:+390612345678'],
    ['(415) 555-0100', 'tel:4155550100'],
    ['javascript:alert(1)', null],
    ['call us', null],
    [null, null],
  ])('phone %j becomes %j', (input, expected) => expect(safePhoneHref(input)).toBe(expected));

  it('searches maps for the address or place name', () => {
    expect(mapsSearchUrl('Trastevere, Rome')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Trastevere%2C%20Rome',
    );
  });
});

describe('transport icons follow the next step’s mode', () => {
  it.each([
    ['walk', 'walk'],
    ['Walking', 'walk'],
    ['drive', 'drive'],
    ['car', 'drive'],
    ['transit', 'transit'],
    ['bus', 'transit'],
    ['train', 'transit'],
    ['taxi', 'other'],
    ['boat', 'other'],
  ])('%s → %s', (mode, kind) => expect(transportKind(mode)).toBe(kind));
});

describe('plan load errors', () => {
  const config = { headers: new AxiosHeaders() };
  it('uses the spec texts for timeout, 404 and anything else', () => {
    expect(planLoadErrorText(new AxiosError('timeout', 'ECONNABORTED', config))).toBe('Request timed out');
    const notFound = new AxiosError('nf', 'ERR_BAD_REQUEST', config, {}, {
      status: 404,
      data: {},
    } as AxiosResponse);
    expect(planLoadErrorText(notFound)).toBe('Date plan not found');
    expect(planLoadErrorText(new Error('x'))).toBe('Failed to load date plan. Please try again.');
    expect(PLAN_ERRORS.missingId).toBe('No date plan ID or share token provided');
    expect(PLAN_LOAD_TIMEOUT_MS).toBe(10_000);
  });
});
