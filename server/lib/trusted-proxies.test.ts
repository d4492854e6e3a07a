import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { parseTrustedProxies, proxyTrust, type TrustedProxies } from './trusted-proxies';

describe('parseTrustedProxies', () => {
  it.each([
    ['', 0],
    ['0', 0],
    ['false', 0],
    ['true', 1],
    ['TRUE', 1],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
    ['::1, fd00::/8', ['::1', 'fd00::/8']],
  ])('reads %j', (value, expected) => {
    expect(parseTrustedProxies(value)).toEqual(expected);
  });

  it.each([
    'maybe',
    '-1',
    '1.5',
    '100',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1/8/8',
    'example.com',
    '10.0.0.1,',
  ])('refuses %j', (value) => {
    expect(parseTrustedProxies(value)).toBeUndefined();
  });
});

/** The address a Fastify app with this setting sees for a request. */
async function clientAddress(setting: TrustedProxies, remoteAddress: string, forwardedFor?: string) {
  const app = Fastify({ trustProxy: proxyTrust(setting) });
  app.get('/', async (request) => request.ip);
  const response = await app.inject({
    url: '/',
    remoteAddress,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });
  await app.close();
  return response.body;
}

describe('proxyTrust', () => {
  it('believes no X-Forwarded-For with no trusted proxy', async () => {
    expect(await clientAddress(0, '10.0.0.5', '203.0.113.1')).toBe('10.0.0.5');
  });

  it('takes the address the nearest trusted proxy saw, whatever the client wrote to its left', async () => {
    expect(await clientAddress(1, '10.0.0.5', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(await clientAddress(2, '10.0.0.5', '203.0.113.1, 198.51.100.7, 10.0.0.9')).toBe('198.51.100.7');
    expect(await clientAddress(1, '10.0.0.5')).toBe('10.0.0.5');
  });

  it('believes X-Forwarded-For only from the listed proxies', async () => {
    expect(await clientAddress(['127.0.0.1'], '127.0.0.1', '203.0.113.1, 198.51.100.7')).toBe('198.51.100.7');
    // A client reaching the server directly cannot name its own address.
    expect(await clientAddress(['127.0.0.1'], '198.51.100.7', '203.0.113.1')).toBe('198.51.100.7');
    expect(await clientAddress(['10.0.0.0/8'], '10.0.0.5', '203.0.113.1, 198.51.100.7, 10.1.2.3')).toBe(
      '198.51.100.7',
    );
  });
});
