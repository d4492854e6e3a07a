import { isIP } from 'node:net';

/** Whether `host` (HOST, the interface the server listens on) is this machine alone. */
export function isLoopbackHost(host: string): boolean {
  const bare = host.replace(/^\[|\]$/g, '');
  if (bare === 'localhost') return true;
  if (isIP(bare) === 4) return bare.startsWith('127.');
  return bare === '::1';
}

/**
 * The three names a browser on this machine reaches a local run by: the server answers on each, so
 * each is the site (a member who opened http://127.0.0.1:3000 may be sent back there after paying).
 */
export const loopbackOrigins = (port: number) =>
  ['localhost', '127.0.0.1', '[::1]'].map((host) => `http://${host}:${port}`);
