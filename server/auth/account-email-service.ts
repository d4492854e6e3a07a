import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../lib/rate-limiter';
import { HttpError } from '../lib/http-error';
import type { Mailer } from '../mail/mailer';
import { passwordResetEmail, verificationEmail } from '../mail/templates';
import type { AccountTokenStore } from './account-tokens';
import { hashPassword } from './passwords';
import type { RefreshTokenStore } from './refresh-tokens';
import type { UserRepository, UserRow } from './users';

export const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';
export const FORGOT_PASSWORD_SENT =
  "If an account exists for that e-mail, we've sent a link to reset its password. Check your inbox.";
export const ALREADY_VERIFIED = 'Your e-mail address is already verified';

export interface AccountEmailDeps {
  users: UserRepository;
  tokens: AccountTokenStore;
  refreshTokens: RefreshTokenStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  log: FastifyBaseLogger;
}

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/** Verification and password reset by e-mailed, single-use links. */
export function createAccountEmailService(deps: AccountEmailDeps) {
  const { users, tokens, mailer, log } = deps;

  async function sendVerification(user: Recipient, siteOrigin: string) {
    const token = await tokens.issue(user.id, user.email, 'verify');
    const link = `${siteOrigin}/verify-account?token=${token}`;
    await mailer.send(verificationEmail(user.email, user.firstName, link));
  }

  return {
    /** After sign-up or an e-mail change; a mail failure is logged, never fatal to the request. */
    sendVerificationQuietly(user: Recipient, siteOrigin: string) {
      void sendVerification(user, siteOrigin).catch((error: unknown) =>
        log.error({ err: error, userId: user.id }, 'verification e-mail failed'),
      );
    },

    async resendVerification(userId: string, siteOrigin: string) {
      const user = await users.findById(userId);
      if (!user) throw new HttpError(401, 'Not authenticated');
      if (user.isVerified) throw new HttpError(409, ALREADY_VERIFIED);
      await deps.rateLimiter.hit(`resend-verification:${userId}`, {
        limit: 5,
        windowSeconds: 3600,
        detail: 'Too many verification e-mails. Please wait a while before asking again.',
      });
      await sendVerification(user, siteOrigin);
    },

    async verify(token: string): Promise<void> {
      const used = await tokens.consume(token, 'verify');
      if (!used) throw new HttpError(400, INVALID_LINK);
      const user = await users.findById(used.userId);
      // A link for an address the account no longer uses proves nothing about the current one.
      if (!user || user.email !== used.email) throw new HttpError(400, INVALID_LINK);
      await users.markVerified(user.id);
    },

    /**
     * Always the same answer, and the lookup and e-mail happen after it, so neither the reply nor
     * its timing tells whether the address has an account.
     */
    async forgotPassword(email: string, clientIp: string, siteOrigin: string): Promise<string> {
      await deps.rateLimiter.hit(`forgot-password:${clientIp}`, {
        limit: 10,
        windowSeconds: 900,
        detail: 'Too many password reset requests. Please wait a few minutes and try again.',
      });
      void (async () => {
        const user = await users.findByEmail(email);
        if (!user) return;
        const token = await tokens.issue(user.id, user.email, 'reset');
        await mailer.send(
          passwordResetEmail(user.email, user.firstName, `${siteOrigin}/reset-password?token=${token}`),
        );
      })().catch((error: unknown) => log.error({ err: error }, 'password reset e-mail failed'));
      return FORGOT_PASSWORD_SENT;
    },

    /** Sets the new password and ends every session, wherever it was. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const used = await tokens.consume(token, 'reset');
      if (!used) throw new HttpError(400, INVALID_LINK);
      await users.setPasswordHash(used.userId, await hashPassword(newPassword));
      await deps.refreshTokens.revokeAllExcept(used.userId, null);
      const user = await users.findById(used.userId);
      // Following the link proved control of the address.
      if (user && user.email === used.email) await users.markVerified(user.id);
    },
  };
}

export type AccountEmailService = ReturnType<typeof createAccountEmailService>;
