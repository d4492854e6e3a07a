import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter } from '../lib/rate-limiter';
import { HttpError } from '../lib/http-error';
import type { Mailer } from '../mail/mailer';
import {
  emailChangeConfirmationEmail,
  emailChangeNoticeEmail,
  googleLinkEmail,
  passwordResetEmail,
  verificationEmail,
} from '../mail/templates';
import type { AccountTokenStore } from './account-tokens';
import { WRONG_CURRENT_PASSWORD } from './auth-service';
import type { AttemptSource, PasswordAttempts } from './password-attempts';
import { hashPassword } from './passwords';
import type { RefreshTokenStore } from './refresh-tokens';
import { EMAIL_TAKEN, type UserRepository, type UserRow } from './users';

export const INVALID_LINK = 'This link is invalid or has expired. Please request a new one.';
export const FORGOT_PASSWORD_SENT =
  "If an account exists for that e-mail, we've sent a link to reset its password. Check your inbox.";
export const ALREADY_VERIFIED = 'Your e-mail address is already verified';
export const EMAIL_FROM_GOOGLE =
  'This account signs in with Google, so its e-mail address comes from Google and cannot be changed here.';
export const PASSWORD_NEEDED_FOR_EMAIL = 'Enter your current password to change your e-mail address';

export interface AccountEmailDeps {
  users: UserRepository;
  tokens: AccountTokenStore;
  refreshTokens: RefreshTokenStore;
  mailer: Mailer;
  rateLimiter: RateLimiter;
  /** Checks the current password for an e-mail change under the sign-in limits. */
  passwordAttempts: PasswordAttempts;
  log: FastifyBaseLogger;
  /** Runs once an account has proven it holds its address, e.g. to hand over plans made as a guest. */
  onEmailVerified?: (user: Pick<UserRow, 'id' | 'email'>) => Promise<void>;
}

/** What a followed verification link did. */
export type VerifiedLink = 'verified' | 'email-changed' | 'google-linked';

type Recipient = Pick<UserRow, 'id' | 'email' | 'firstName'>;

/** Verification, e-mail change and password reset by e-mailed, single-use links. */
export function createAccountEmailService(deps: AccountEmailDeps) {
  const { users, tokens, mailer, log } = deps;
  const emailVerified = (user: Pick<UserRow, 'id' | 'email'>) => deps.onEmailVerified?.(user);

  async function sendVerification(user: Recipient, siteOrigin: string) {
    const token = await tokens.issue(user.id, user.email, 'verify');
    const link = `${siteOrigin}/verify-account?token=${token}`;
    await mailer.send(verificationEmail(user.email, user.firstName, link));
  }

  return {
    /** After sign-up; a mail failure is logged, never fatal to the request. */
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

    /**
     * An e-mail change needs the current password and takes effect only from a link sent to the new
     * address, so a stolen session cannot move the account (and its password resets) elsewhere. The
     * old address hears of it. Google accounts have no password and take their address from Google.
     */
    async requestEmailChange(
      user: UserRow,
      newEmail: string,
      currentPassword: string | undefined,
      siteOrigin: string,
      source: AttemptSource,
    ): Promise<void> {
      if (!user.passwordHash) throw new HttpError(400, EMAIL_FROM_GOOGLE);
      if (!currentPassword) throw new HttpError(400, PASSWORD_NEEDED_FOR_EMAIL);
      // Guesses meet the sign-in limits; this one is about how many mails an account can send.
      if (!(await deps.passwordAttempts.check(user.email, async () => user, currentPassword, source))) {
        throw new HttpError(401, WRONG_CURRENT_PASSWORD);
      }
      await deps.rateLimiter.hit(`email-change:${user.id}`, {
        limit: 10,
        windowSeconds: 3600,
        detail: 'Too many e-mail change attempts. Please wait a while before trying again.',
      });
      const holder = await users.findByEmail(newEmail);
      if (holder && holder.id !== user.id) throw new HttpError(409, EMAIL_TAKEN);
      await users.setPendingEmail(user.id, newEmail);
      const token = await tokens.issue(user.id, newEmail.toLowerCase(), 'email_change');
      const mails = [
        emailChangeConfirmationEmail(newEmail, user.firstName, `${siteOrigin}/verify-account?token=${token}`),
        emailChangeNoticeEmail(user.email, user.firstName, newEmail, `${siteOrigin}/forgot-password`),
      ];
      for (const mail of mails) {
        void mailer
          .send(mail)
          .catch((error: unknown) => log.error({ err: error, userId: user.id }, 'e-mail change mail failed'));
      }
    },

    /**
     * Google vouched for the address of a verified account: the account's mailbox, not Google alone,
     * decides whether that Google identity may sign in to it. The link is bound to the one identity.
     */
    offerGoogleLink(user: Recipient, googleSubject: string, siteOrigin: string) {
      void (async () => {
        const token = await tokens.issue(user.id, user.email, 'google_link', { googleSubject });
        await mailer.send(
          googleLinkEmail(user.email, user.firstName, `${siteOrigin}/verify-account?token=${token}`),
        );
      })().catch((error: unknown) => log.error({ err: error, userId: user.id }, 'Google link e-mail failed'));
    },

    /** Follows a link from a verification, e-mail change or Google link mail; the page for all is /verify-account. */
    async verify(token: string): Promise<VerifiedLink> {
      const used = await tokens.consume(token, 'verify');
      if (used) {
        const user = await users.findById(used.userId);
        // A link for an address the account no longer uses proves nothing about the current one.
        if (!user || user.email !== used.email) throw new HttpError(400, INVALID_LINK);
        await users.markVerified(user.id);
        await emailVerified(user);
        return 'verified';
      }
      const googleLink = await tokens.consume(token, 'google_link');
      if (googleLink?.googleSubject) {
        const user = await users.findById(googleLink.userId);
        if (!user || user.email !== googleLink.email) throw new HttpError(400, INVALID_LINK);
        await users.linkGoogle(user.id, googleLink.googleSubject);
        return 'google-linked';
      }
      const change = await tokens.consume(token, 'email_change');
      if (!change) throw new HttpError(400, INVALID_LINK);
      const user = await users.confirmEmailChange(change.userId, change.email);
      if (!user) throw new HttpError(400, INVALID_LINK);
      await emailVerified(user);
      return 'email-changed';
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
      // A reset is how an owner takes the account back, so an e-mail change someone else started ends here.
      await users.setPendingEmail(used.userId, null);
      const user = await users.findById(used.userId);
      // Delays an attacker's guesses caused must not outlast the owner's taking the account back.
      if (user) await deps.passwordAttempts.forgive(user.email);
      // Following the link proved control of the address.
      if (user && user.email === used.email) {
        await users.markVerified(user.id);
        await emailVerified(user);
      }
    },
  };
}

export type AccountEmailService = ReturnType<typeof createAccountEmailService>;
