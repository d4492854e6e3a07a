import type { z } from 'zod';
import type { AuthResponse, signInRequestSchema, signUpRequestSchema, User } from '../../contract/auth';
import { HttpError, unauthorized } from '../lib/http-error';
import type { RateLimiter, RateLimitRule } from '../lib/rate-limiter';
import type { AccessTokens } from './access-tokens';
import { hashPassword, verifyPassword } from './passwords';
import type { RefreshTokenStore } from './refresh-tokens';
import { toPublicUser, type UserRepository, type UserRow } from './users';

export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_REFRESH_TOKEN = 'Invalid or expired refresh token';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';
export const WRONG_PASSWORD = 'Password is incorrect';
export const CONFIRM_EMAIL_MISMATCH = 'Type the e-mail address of your account to confirm';

export interface AuthServiceDeps {
  users: UserRepository;
  refreshTokens: RefreshTokenStore;
  accessTokens: AccessTokens;
  rateLimiter: RateLimiter;
  signInRule: Omit<RateLimitRule, 'detail'>;
  /** Runs after an account is created, e.g. to hand over plans made as a guest with that e-mail. */
  onSignUp?: (user: User) => Promise<void>;
}

export function createAuthService(deps: AuthServiceDeps) {
  const { users, refreshTokens, accessTokens, rateLimiter } = deps;
  const signInRule: RateLimitRule = {
    ...deps.signInRule,
    detail: 'Too many sign-in attempts. Please wait a few minutes and try again.',
  };

  async function startSession(user: User): Promise<AuthResponse> {
    const { token: refresh_token, sessionId } = await refreshTokens.issue(user.user_id);
    const access_token = await accessTokens.issue({ userId: user.user_id, sessionId });
    return { user, token: { access_token, refresh_token } };
  }

  return {
    async signUp(input: z.output<typeof signUpRequestSchema>): Promise<AuthResponse> {
      const row = await users.create({
        email: input.email,
        firstName: input.first_name,
        lastName: input.last_name,
        passwordHash: await hashPassword(input.password),
        profileImage: input.profile_image ?? null,
      });
      const user = toPublicUser(row);
      await deps.onSignUp?.(user);
      return startSession(user);
    },

    /** One answer for an unknown e-mail and a wrong password, so failures do not reveal accounts. */
    async signIn(input: z.output<typeof signInRequestSchema>, clientIp: string): Promise<AuthResponse> {
      const limiterKey = `signin:${clientIp}:${input.email.toLowerCase()}`;
      await rateLimiter.hit(limiterKey, signInRule);
      const row = await users.findByEmail(input.email);
      if (!(await verifyPassword(row?.passwordHash ?? null, input.password)) || !row) {
        throw new HttpError(401, INVALID_CREDENTIALS);
      }
      await rateLimiter.reset(limiterKey);
      return startSession(toPublicUser(row));
    },

    /** A session for an account an identity provider vouched for. */
    async signInExternal(row: UserRow, isNew: boolean): Promise<AuthResponse> {
      const user = toPublicUser(row);
      if (isNew) await deps.onSignUp?.(user);
      return startSession(user);
    },

    async refresh(refreshToken: string): Promise<{ access_token: string }> {
      const session = await refreshTokens.resolve(refreshToken);
      if (!session) throw unauthorized(INVALID_REFRESH_TOKEN);
      return { access_token: await accessTokens.issue(session) };
    },

    signOut: (refreshToken: string) => refreshTokens.revoke(refreshToken),

    /** Ends every session of the member except the one making the request. */
    signOutOtherSessions: (auth: { userId: string; sessionId: string }) =>
      refreshTokens.revokeAllExcept(auth.userId, auth.sessionId),

    /**
     * Deletes the account with its plans (by cascade); feedback stays, detached from the account.
     * Confirmed with the password, or for Google accounts with the e-mail address.
     */
    async deleteAccount(userId: string, confirmation: { password?: string; confirm_email?: string }) {
      const row = await users.findById(userId);
      if (!row) throw unauthorized();
      if (row.passwordHash) {
        if (!(await verifyPassword(row.passwordHash, confirmation.password ?? ''))) {
          throw new HttpError(401, WRONG_PASSWORD);
        }
      } else if (confirmation.confirm_email !== row.email) {
        throw new HttpError(400, CONFIRM_EMAIL_MISMATCH);
      }
      await users.remove(row.id);
    },

    async changePassword(
      auth: { userId: string; sessionId: string },
      currentPassword: string,
      newPassword: string,
    ): Promise<void> {
      const row = await users.findById(auth.userId);
      if (!row) throw unauthorized();
      if (!row.passwordHash) {
        throw new HttpError(400, 'This account signs in with Google and has no password to change');
      }
      if (!(await verifyPassword(row.passwordHash, currentPassword))) {
        throw new HttpError(401, WRONG_CURRENT_PASSWORD);
      }
      await users.setPasswordHash(row.id, await hashPassword(newPassword));
      await refreshTokens.revokeAllExcept(row.id, auth.sessionId);
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
