import { isIP } from 'node:net';
import type { FastifyServerOptions } from 'fastify';

/**
 * Which X-Forwarded-For entries to believe: a count of proxy hops in front of the server (0: none), or
 * the addresses and ranges of the proxies themselves.
 */
export type TrustedProxies = number | string[];

/** The ranges @fastify/proxy-addr knows by name. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  return prefix === undefined || (/^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128));
}

/**
 * Reads TRUST_PROXY: a hop count, `true`/`false` from older configurations (one hop / none), or a
 * comma-separated list of proxy addresses and CIDR ranges. Undefined when it is none of these.
 */
export function parseTrustedProxies(value: string): TrustedProxies | undefined {
  const text = value.trim().toLowerCase();
  if (text === '' || text === 'false') return 0;
  if (text === 'true') return 1;
  if (/^\d{1,2}$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrRange) ? entries : undefined;
}

/**
 * Fastify's `trustProxy` for the setting. `request.ip` becomes the address the farthest trusted proxy
 * saw, so addresses a client writes on the left of X-Forwarded-For are never believed. Fastify refuses
 * a bare number (a hop count cannot tell a proxy from a client connecting directly), so hops are
 * trusted by position here: only right when the server is reachable through the proxies alone.
 */
export function proxyTrust(setting: TrustedProxies): FastifyServerOptions['trustProxy'] {
  if (Array.isArray(setting)) return setting;
  if (setting === 0) return false;
  return (_address: string, hop: number) => hop < setting;
}
