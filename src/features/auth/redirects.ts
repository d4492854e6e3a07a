import type { Location } from 'react-router';

interface RedirectState {
  from?: Partial<Pick<Location, 'pathname' | 'search' | 'hash'>> | string;
  returnUrl?: string;
}

/** Only paths inside the app, never another site (an open redirect) or a protocol-relative URL. */
const isSafePath = (path: string) => path.startsWith('/') && !path.startsWith('//');

function fromPath(from: RedirectState['from']): string | null {
  if (!from) return null;
  if (typeof from === 'string') return from;
  if (!from.pathname) return null;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}

/**
 * Where to go after authenticating. Sign-in reads `returnUrl` (spec) and protected routes pass `from`;
 * both are honoured, returnUrl first, so a member sent to sign in lands where they were going.
 */
export function redirectTarget(state: unknown, fallback: string): string {
  const { returnUrl, from } = (state ?? {}) as RedirectState;
  for (const candidate of [returnUrl, fromPath(from)]) {
    if (typeof candidate === 'string' && isSafePath(candidate)) return candidate;
  }
  return fallback;
}
