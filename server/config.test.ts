import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills every default on an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '127.0.0.1',
      DATA_DIR: './data',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      STATIC_DIR: './dist',
      TRUST_PROXY: 0,
    });
  });

  it('treats blank values as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', JWT_SECRET: ' ' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.JWT_SECRET).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://localhost/db'],
    ['JWT_SECRET', 'too-short'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['REQUEST_TIMEOUT_MS', '500'],
    ['REQUEST_TIMEOUT_MS', 'forever'],
    ['SIGNUP_RATE_LIMIT', '0'],
    ['SIGNIN_ADDRESS_RATE_LIMIT', 'many'],
    ['PUBLIC_ORIGIN', 'ftp://example.com'],
    ['PUBLIC_ORIGIN', 'https://dates.example.com/app'],
    ['APP_ORIGINS', 'http://localhost:5173, not-a-url'],
    ['APP_ORIGINS', 'http://localhost:5173/pricing'],
    ['TEST_CHECKOUT', 'yes'],
    ['PLACES_PROVIDER', 'google'],
    ['OVERPASS_URL', 'overpass-api.de'],
    ['NOMINATIM_URL', 'ftp://nominatim.example'],
    ['PLACES_TIMEOUT_MS', '0'],
    ['PLACES_CACHE_DAYS', 'forever'],
    ['PLACES_PROBE_MINUTES', '0'],
  ])('stops with a message naming %s when it is %j', (variable, value) => {
    expect(() => loadConfig({ [variable]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [variable]: value })).toThrow(
      new RegExp(`^Invalid environment configuration:\\n  ${variable}: `),
    );
  });

  it('needs the LLM endpoint and model only for the openai engine', () => {
    expect(loadConfig({}).GENERATION_ENGINE).toBe('offline');
    expect(() => loadConfig({ GENERATION_ENGINE: 'openai', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL: is required/,
    );
    expect(
      loadConfig({ GENERATION_ENGINE: 'openai', LLM_BASE_URL: 'http://127.0.0.1:9/v1', LLM_MODEL: 'm' })
        .LLM_MODEL,
    ).toBe('m');
  });

  it('looks places up live while the public OpenStreetMap services answer, unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      PLACES_PROVIDER: 'auto',
      PLACES_PROBE_MINUTES: 5,
      OVERPASS_URL: 'https://overpass-api.de/api/interpreter',
      NOMINATIM_URL: 'https://nominatim.openstreetmap.org',
      PLACES_TIMEOUT_MS: 4000,
      PLACES_CACHE_DAYS: 7,
    });
    expect(
      loadConfig({
        PLACES_PROVIDER: 'osm',
        OVERPASS_URL: 'http://127.0.0.1:8080/api/interpreter',
        PLACES_TIMEOUT_MS: '2500',
      }),
    ).toMatchObject({
      PLACES_PROVIDER: 'osm',
      OVERPASS_URL: 'http://127.0.0.1:8080/api/interpreter',
      PLACES_TIMEOUT_MS: 2500,
    });
  });

  it('listens on loopback only unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
  });

  it('resolves the public origin once: configured, else localhost on PORT', () => {
    expect(loadConfig({}).PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080', PUBLIC_ORIGIN: ' ' }).PUBLIC_ORIGIN).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://Dates.Example.com/' }).PUBLIC_ORIGIN).toBe(
      'https://dates.example.com',
    );
  });

  it('reads APP_ORIGINS as a comma-separated list of origins', () => {
    const site = { PUBLIC_ORIGIN: 'https://dates.example.com' };
    expect(loadConfig(site).APP_ORIGINS).toEqual([]);
    expect(loadConfig({ ...site, APP_ORIGINS: '' }).APP_ORIGINS).toEqual([]);
    expect(
      loadConfig({ ...site, APP_ORIGINS: ' http://localhost:5173/ ,, https://app.example.com:8443 ' })
        .APP_ORIGINS,
    ).toEqual(['http://localhost:5173', 'https://app.example.com:8443']);
  });

  it('on a local run takes every loopback name at its port for the site, links keeping to localhost', () => {
    const local = loadConfig({ PORT: '3000', APP_ORIGINS: 'http://localhost:5173' });
    expect(local.PUBLIC_ORIGIN).toBe('http://localhost:3000');
    expect(local.APP_ORIGINS).toEqual([
      'http://localhost:5173',
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
    expect(loadConfig({ HOST: '::1' }).APP_ORIGINS).toContain('http://127.0.0.1:3000');
    // Reachable from other machines, or with a configured site, nothing is taken for granted.
    expect(loadConfig({ HOST: '0.0.0.0' }).APP_ORIGINS).toEqual([]);
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://localhost:3000' }).APP_ORIGINS).toEqual([]);
  });

  it('keeps the free test checkout off unless asked, and refuses it on an https site without Paystack', () => {
    expect(loadConfig({}).TEST_CHECKOUT).toBe(false);
    expect(loadConfig({ TEST_CHECKOUT: 'true' }).TEST_CHECKOUT).toBe(true);
    expect(
      loadConfig({ TEST_CHECKOUT: 'true', PUBLIC_ORIGIN: 'http://192.168.1.20:3000' }).TEST_CHECKOUT,
    ).toBe(true);

    const production = { PUBLIC_ORIGIN: 'https://dates.example.com', TEST_CHECKOUT: 'true' };
    expect(() => loadConfig(production)).toThrow(ConfigError);
    expect(() => loadConfig(production)).toThrow(
      /^Invalid environment configuration:\n {2}TEST_CHECKOUT: the test checkout activates paid plans without payment/,
    );
    expect(loadConfig({ ...production, PAYSTACK_SECRET_KEY: 'sk_live_x' }).TEST_CHECKOUT).toBe(true);
    expect(loadConfig({ ...production, TEST_CHECKOUT: 'false' }).TEST_CHECKOUT).toBe(false);
  });

  it('trusts no proxy unless told how many hops or which addresses, keeping true/false from older configs', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '127.0.0.1',
      '10.0.0.0/8',
    ]);
  });

  it('cuts slow requests after 30 s and limits sign-ups and failed sign-ins per address by default', () => {
    expect(loadConfig({})).toMatchObject({
      REQUEST_TIMEOUT_MS: 30_000,
      SIGNUP_RATE_LIMIT: 10,
      SIGNIN_ADDRESS_RATE_LIMIT: 30,
    });
    expect(loadConfig({ REQUEST_TIMEOUT_MS: '5000', SIGNUP_RATE_LIMIT: '100' })).toMatchObject({
      REQUEST_TIMEOUT_MS: 5000,
      SIGNUP_RATE_LIMIT: 100,
    });
  });

  it('never echoes a secret value in its message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2-secret' })).not.toThrow(/hunter2/);
  });
});
