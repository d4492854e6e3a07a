import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Holds the proofs that this browser has signed in to an account before (at most a few accounts). */
export const TRUSTED_DEVICE_COOKIE = 'signin_device';
export const TRUSTED_DEVICE_LIFETIME_SECONDS = 180 * 86_400;
const ACCOUNTS_PER_DEVICE = 5;

interface Credential {
  id: string;
  passwordHash: string;
}

interface DeviceToken {
  userId: string;
  passwordTag: string;
  issuedAt: number;
  deviceId: string;
}

const SEPARATOR = '~';
// Changes with every new password (argon2 salts each hash), so a password change or reset, or a
// Google claim that removes the password, ends the trust of every device that knew the old one.
const passwordTag = (passwordHash: string) =>
  createHash('sha256').update(passwordHash).digest('base64url').slice(0, 16);

/**
 * Device cookies (OWASP's defence against lockouts an attacker can hold): a browser where the owner
 * has signed in with the password carries a signed token for that account and password, and an
 * attempt carrying it is spared the per-account delay that an attacker's failures can cause.
 */
export function createTrustedDevices(secret: Uint8Array, clock: () => number = () => Date.now()) {
  const key = createHmac('sha256', secret).update('datecraft trusted sign-in device').digest();
  const mac = (payload: string) => createHmac('sha256', key).update(payload).digest('base64url');

  function parse(token: string): DeviceToken | null {
    const parts = token.split('.');
    if (parts.length !== 5) return null;
    const [userId = '', tag = '', issued = '', deviceId = '', signature = ''] = parts;
    const expected = Buffer.from(mac(parts.slice(0, 4).join('.')));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const issuedAt = Number(issued);
    if (!(clock() / 1000 - issuedAt < TRUSTED_DEVICE_LIFETIME_SECONDS)) return null;
    return { userId, passwordTag: tag, issuedAt, deviceId };
  }

  const tokensOf = (cookie: string | undefined) =>
    (cookie ?? '').split(SEPARATOR).slice(0, ACCOUNTS_PER_DEVICE).filter(Boolean);

  return {
    /** The device's id when its cookie vouches for this account with its current password. */
    recognise(cookie: string | undefined, account: Credential): string | null {
      for (const token of tokensOf(cookie)) {
        const parsed = parse(token);
        if (parsed?.userId === account.id && parsed.passwordTag === passwordTag(account.passwordHash)) {
          return parsed.deviceId;
        }
      }
      return null;
    },

    /** The cookie after a successful sign-in: a new token for this account first, up to four others after. */
    remember(cookie: string | undefined, account: Credential): string {
      const payload = [
        account.id,
        passwordTag(account.passwordHash),
        Math.floor(clock() / 1000),
        randomBytes(12).toString('base64url'),
      ].join('.');
      const others = tokensOf(cookie).filter((token) => {
        const parsed = parse(token);
        return parsed !== null && parsed.userId !== account.id;
      });
      return [`${payload}.${mac(payload)}`, ...others].slice(0, ACCOUNTS_PER_DEVICE).join(SEPARATOR);
    },
  };
}

export type TrustedDevices = ReturnType<typeof createTrustedDevices>;
