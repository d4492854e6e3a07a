import { describe, expect, it } from 'vitest';
import { createOrigins } from './origins';

describe('createOrigins', () => {
  const origins = createOrigins('http://localhost:3000', [
    'http://localhost:5173',
    'https://app.example.com',
  ]);

  it('links to the public origin and serves its own pages there', () => {
    expect(origins.site).toBe('http://localhost:3000');
    expect(origins.api).toBe('http://localhost:3000');
    expect(createOrigins('https://dates.example.com/').site).toBe('https://dates.example.com');
  });

  it('allows URLs on the site and on the other web-app origins', () => {
    expect(origins.isAllowed('http://localhost:3000/profile?payment=success')).toBe(true);
    expect(origins.isAllowed('http://localhost:5173/profile?payment=success')).toBe(true);
    expect(origins.isAllowed('https://app.example.com/profile')).toBe(true);
    expect(origins.isAllowed('https://APP.example.com:443/profile')).toBe(true);
  });

  it.each([
    'https://evil.example/steal',
    'https://localhost:3000/profile',
    'http://localhost:3001/profile',
    'http://localhost:3000.evil.example/profile',
    'http://localhost:3000@evil.example/profile',
    'http://app.example.com/profile',
    'javascript:alert(1)',
    '//evil.example/profile',
    '/profile',
    'not a url',
    '',
  ])('refuses %j', (url) => {
    expect(origins.isAllowed(url)).toBe(false);
  });

  it('allows only the site when no other origins are configured', () => {
    const alone = createOrigins('https://dates.example.com');
    expect(alone.isAllowed('https://dates.example.com/pricing')).toBe(true);
    expect(alone.isAllowed('http://localhost:5173/pricing')).toBe(false);
  });
});
