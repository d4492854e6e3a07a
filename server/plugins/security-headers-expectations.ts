import { expect } from 'vitest';
import { FIRST_PAINT_SCRIPT_SOURCE, MAP_FRAME_ORIGIN, RESOURCE_POLICY } from './security-headers';

type Headers = Record<string, string | string[] | number | undefined>;

/** A Content-Security-Policy header as directive → sources. */
export function parsePolicy(headers: Headers): Record<string, string[]> {
  const header = String(headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** Every header issue 17 asks of every response; pages get the page policy, the rest the resource policy. */
export function expectSecurityHeaders(
  response: { headers: Headers },
  expected: { policy: 'page' | 'resource'; https: boolean },
) {
  const { headers } = response;
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  expect(headers['cross-origin-embedder-policy']).toBeUndefined();
  expect(String(headers['permissions-policy']).split(', ')).toEqual(
    expect.arrayContaining(['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']),
  );
  if (expected.https) expect(headers['strict-transport-security']).toMatch(/^max-age=31536000\b/);
  else expect(headers['strict-transport-security']).toBeUndefined();

  const policy = parsePolicy(headers);
  if (expected.policy === 'resource') {
    expect(policy).toEqual(RESOURCE_POLICY);
    return;
  }
  expect(policy['default-src']).toEqual(["'self'"]);
  expect(policy['script-src']).toEqual(["'self'", FIRST_PAINT_SCRIPT_SOURCE]);
  expect(policy['script-src-attr']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
  expect(policy['base-uri']).toEqual(["'self'"]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['frame-src']).toEqual([MAP_FRAME_ORIGIN]);
  expect(policy['form-action']?.[0]).toBe("'self'");
  expect(policy['connect-src']?.[0]).toBe("'self'");
  expect(policy['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
  expect(policy['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
}
