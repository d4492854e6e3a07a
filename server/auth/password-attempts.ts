import type { RateLimiter, RateLimitRule } from '../lib/rate-limiter';
import type { SignInThrottle } from '../lib/sign-in-throttle';
import { verifyPassword } from './passwords';
import type { TrustedDevices } from './trusted-devices';
import type { UserRow } from './users';

export const TOO_MANY_SIGN_INS = 'Too many sign-in attempts. Please wait a few minutes and try again.';

/** Where an attempt comes from: the client's address, and the device cookie it carries, if any. */
export interface AttemptSource {
  ip: string;
  deviceCookie: string | undefined;
}

/** An account whose password was just proven, with the cookie its device should keep from now on. */
export interface ProvenAccount {
  row: UserRow & { passwordHash: string };
  deviceCookie: string;
}

// A device's own failures end its exemption, so a stolen device cookie is no skeleton key.
const TRUSTED_DEVICE_FAILURES: Omit<RateLimitRule, 'detail'> = { limit: 10, windowSeconds: 900 };

export interface PasswordAttemptDeps {
  rateLimiter: RateLimiter;
  /** Attempts per address and e-mail; a success clears them. */
  signInRule: Omit<RateLimitRule, 'detail'>;
  /** Failed attempts per address across all e-mails within the same window (password spraying). */
  signInAddressLimit: number;
  /** Failures per account from any address, answered with growing waits. */
  signInThrottle: SignInThrottle;
  devices: TrustedDevices;
}

/**
 * Every check of a member's password, at sign-in and wherever a signed-in member confirms with the
 * current password, counts against the same limits: per address, per address and account, and the
 * account's delays. A device that has signed in to the account before is spared the account's
 * delays (the per-address limits still apply), so failures from elsewhere cannot keep its owner out.
 */
export function createPasswordAttempts(deps: PasswordAttemptDeps) {
  const { rateLimiter, signInThrottle, devices } = deps;
  const perAccountRule: RateLimitRule = { ...deps.signInRule, detail: TOO_MANY_SIGN_INS };
  const perAddressRule: RateLimitRule = { ...perAccountRule, limit: deps.signInAddressLimit };

  /** The device's key while it may skip the account's delays, else null. */
  async function trustedDevice(row: UserRow | undefined, source: AttemptSource): Promise<string | null> {
    if (!row?.passwordHash) return null;
    const deviceId = devices.recognise(source.deviceCookie, { id: row.id, passwordHash: row.passwordHash });
    if (!deviceId) return null;
    const key = `signin-device:${deviceId}`;
    return (await rateLimiter.allows(key, TRUSTED_DEVICE_FAILURES)) ? key : null;
  }

  return {
    /**
     * Checks the password of the account named `account` (its normalized e-mail). The account's row
     * when the password is right, null when not (an unknown account answers the same, in the same
     * time); 429 when a limit applies. Every attempt counts as a failure until it proves right, so
     * parallel ones cannot slip past.
     */
    async check(
      account: string,
      findAccount: () => Promise<UserRow | undefined>,
      password: string,
      source: AttemptSource,
    ): Promise<ProvenAccount | null> {
      const addressKey = `signin-address:${source.ip}`;
      const pairKey = `signin:${source.ip}:${account}`;
      await rateLimiter.hit(addressKey, perAddressRule);
      await rateLimiter.hit(pairKey, perAccountRule);
      const row = await findAccount();
      const deviceKey = await trustedDevice(row, source);
      if (!deviceKey) await signInThrottle.admit(account);
      if (!(await verifyPassword(row?.passwordHash ?? null, password)) || !row?.passwordHash) return null;
      await Promise.all([
        rateLimiter.reset(pairKey),
        rateLimiter.refund(addressKey, perAddressRule),
        signInThrottle.succeeded(account),
        deviceKey ? rateLimiter.reset(deviceKey) : undefined,
      ]);
      const proven = { ...row, passwordHash: row.passwordHash };
      return { row: proven, deviceCookie: devices.remember(source.deviceCookie, proven) };
    },

    /** A new password set from an e-mailed link: the owner proved the address, so the delays start over. */
    forgive: (account: string) => signInThrottle.succeeded(account),
  };
}

export type PasswordAttempts = ReturnType<typeof createPasswordAttempts>;
