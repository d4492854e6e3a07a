import type { z } from 'zod';
import type { AuthResponse, signInRequestSchema, signUpRequestSchema, User } from '@contract/auth';
import { HttpError, unauthorized } from '../lib/http-error';
import type { RateLimiter, RateLimitRule } from '../lib/rate-limiter';
import type { SignInThrottleRule } from '../lib/sign-in-throttle';
import type { AccessTokens } from './access-tokens';
import type { AttemptSource, PasswordAttempts } from './password-attempts';
import { hashPassword } from './passwords';
import type { RefreshTokenStore } from './refresh-tokens';
import type { TrustedDevices } from './trusted-devices';
import { toPublicUser, type UserRepository, type UserRow } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_REFRESH_TOKEN = 'Invalid or expired refresh token';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const WRONG_PASSWORD = 'Password is incorrect';
export const CONFIRM_EMAIL_MISMATCH = 'Type the e-mail address of your account to confirm';
export const TOO_MANY_SIGN_UPS = 'Too many accounts created from this network. Please try again later.';

/** Five free failures per account, then waits of 1, 2, 4… seconds, never more than a minute. */
export const SIGN_IN_ACCOUNT_DELAYS: Omit<SignInThrottleRule, 'windowSeconds'> = {
  freeFailures: 5,
  maxDelaySeconds: 60,
  detail: 'Too many sign-in attempts for this account. Please wait a minute and try again.',
};

export interface AuthServiceDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenStore;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  /** Every check of a password, with the sign-in limits it counts against. */
  passwordAttempts: PasswordAttempts;
  devices: TrustedDevices;
  signUpLimitPerHour: number;
  /**
   * Runs when a session starts for an account whose e-mail is verified, e.g. to hand over plans made
   * as a guest with that e-mail. Never for an unverified address: anyone can type any address.
   */
  onVerifiedSession?: (user: User) => Promise<void>;
}

/** A session that a password started, with the device cookie that lets this browser past account delays. */
export interface PasswordSession {
  session: AuthResponse;
  deviceCookie: string;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, refreshTokens, accessTokens, rateLimiter, passwordAttempts } = deps;
  const signUpRule: RateLimitRule = {
    limit: deps.signUpLimitPerHour,
    windowSeconds: 3600,
    detail: TOO_MANY_SIGN_UPS,
  };

  /** Checks a signed-in member's current password under the sign-in limits; 401 with `wrong` when it fails. */
  async function confirmPassword(row: UserRow, password: string, source: AttemptSource, wrong: string) {
    const proven = await passwordAttempts.check(row.email, async () => row, password, source);
    if (!proven) throw new HttpError(401, wrong);
  }

  /** With `passwordHash`, the session starts only while the account still has the password just checked. */
  async function startSession(user: User, passwordHash?: string): Promise<AuthResponse> {
    const session = passwordHash
      ? await refreshTokens.issueForPassword(user.user_id, passwordHash)
      : await refreshTokens.issue(user.user_id);
    if (!session) throw new HttpError(401, INVALID_CREDENTIALS);
    if (user.is_verified) await deps.onVerifiedSession?.(user);
    const { token: refresh_token, sessionId } = session;
    const access_token = await accessTokens.issue({ userId: user.user_id, sessionId });
    return { user, token: { access_token, refresh_token } };
  }

  return {
    async signUp(
      input: z.output<typeof signUpRequestSchema>,
      source: AttemptSource,
    ): Promise<PasswordSession> {
      await rateLimiter.hit(`signup:${source.ip}`, signUpRule);
      const passwordHash = await hashPassword(input.password);
      const row = await users.create({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash,
        profileImage: input.profile_image ?? null,
      });
      return {
        session: await startSession(toPublicUser(row)),
        // The browser that chose the password is its owner's as much as one that signs in with it.
        deviceCookie: deps.devices.remember(source.deviceCookie, { id: row.id, passwordHash }),
      };
    },

    /** One answer for an unknown e-mail and a wrong password, so failures do not reveal accounts. */
    async signIn(
      input: z.output<typeof signInRequestSchema>,
      source: AttemptSource,
    ): Promise<PasswordSession> {
      const account = input.email.toLowerCase();
      const proven = await passwordAttempts.check(
        account,
        () => users.findByEmail(account),
        input.password,
        source,
      );
      if (!proven) throw new HttpError(401, INVALID_CREDENTIALS);
      return {
        session: await startSession(toPublicUser(proven.row), proven.row.passwordHash),
        deviceCookie: proven.deviceCookie,
      };
    },

    /** A session for an account an identity provider vouched for. */
    signInExternal: (row: UserRow): Promise<AuthResponse> => startSession(toPublicUser(row)),

    async refresh(refreshToken: string): Promise<{ access_token: string }> {
      const session = await refreshTokens.resolve(refreshToken);
      if (!session) throw unauthorized(INVALID_REFRESH_TOKEN);
      return { access_token: await accessTokens.issue(session) };
    },

    signOut: (refreshToken: string) => refreshTokens.revoke(refreshToken),

    /** Sign-out by the access token alone, for a client that sends no refresh token. */
    endSession: (auth: { userId: string; sessionId: string }) => refreshTokens.revokeSession(auth),

    /** Ends every session of the member except the one making the request. */
    signOutOtherSessions: (auth: { userId: string; sessionId: string }) =>
      refreshTokens.revokeAllExcept(auth.userId, auth.sessionId),

    /**
     * Deletes the account with its plans (by cascade); feedback stays, detached from the account.
     * Confirmed with the password, or for Google accounts with the e-mail address.
     */
    async deleteAccount(
      userId: string,
      confirmation: { password?: string; confirm_email?: string },
      source: AttemptSource,
    ) {
      const row = await users.findById(userId);
      if (!row) throw unauthorized();
      if (row.passwordHash) {
        await confirmPassword(row, confirmation.password ?? '', source, WRONG_PASSWORD);
      } else if (confirmation.confirm_email !== row.email) {
        throw new HttpError(400, CONFIRM_EMAIL_MISMATCH);
      }
      await users.remove(row.id);
    },

    async changePassword(
      auth: { userId: string; sessionId: string },
      currentPassword: string,
      newPassword: string,
      source: AttemptSource,
    ): Promise<void> {
      const row = await users.findById(auth.userId);
      if (!row) throw unauthorized();
      if (!row.passwordHash) {
        throw new HttpError(400, 'This account signs in with Google and has no password to change');
      }
      await confirmPassword(row, currentPassword, source, WRONG_CURRENT_PASSWORD);
      await users.setPasswordHash(row.id, await hashPassword(newPassword));
      await refreshTokens.revokeAllExcept(row.id, auth.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
