import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('fills every default on an empty environment', () => {
    expect(loadConfig({})).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      DATA_DIR: './data',
      ACCESS_TOKEN_TTL_SECONDS: 900,
      REFRESH_TOKEN_TTL_DAYS: 30,
      STATIC_DIR: './dist',
      TRUST_PROXY: false,
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
    ['PUBLIC_ORIGIN', 'ftp://example.com'],
    ['PLACES_PROVIDER', 'google'],
    ['OVERPASS_URL', 'overpass-api.de'],
    ['NOMINATIM_URL', 'ftp://nominatim.example'],
    ['PLACES_TIMEOUT_MS', '0'],
    ['PLACES_CACHE_DAYS', 'forever'],
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

  it('keeps live place lookups off unless asked, pointing at the public OpenStreetMap services', () => {
    expect(loadConfig({})).toMatchObject({
      PLACES_PROVIDER: 'none',
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

  it('never echoes a secret value in its message', () => {
    expect(() => loadConfig({ JWT_SECRET: 'hunter2-secret' })).not.toThrow(/hunter2/);
  });
});
