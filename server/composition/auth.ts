import type { FastifyInstance } from 'fastify';
import { createAccountEmailService } from '../auth/account-email-service';
import { createAccountTokenStore } from '../auth/account-tokens';
import { createAuthService, SIGN_IN_ACCOUNT_DELAYS } from '../auth/auth-service';
import { createGoogleSignIn } from '../auth/google-sign-in';
import { createPasswordAttempts } from '../auth/password-attempts';
import { createTrustedDevices } from '../auth/trusted-devices';
import { createUserRepository } from '../auth/users';
import { createSignInThrottle } from '../lib/sign-in-throttle';
import { limitPerRecipient } from '../mail/recipient-limit';
import { accountRoutes } from '../routes/v1/auth/account-routes';
import { googleRoutes } from '../routes/v1/auth/google-routes';
import { recoveryRoutes } from '../routes/v1/auth/recovery-routes';
import { sessionRoutes } from '../routes/v1/auth/session-routes';
import type { SharedOptions } from './shared-options';

export interface AuthNeeds {
  /** A guest's plans join the account with the same e-mail once that address is verified. */
  attachGuestPlans(email: string, userId: string): Promise<void>;
}

/** Accounts and sessions: sign-up and sign-in, recovery, e-mail changes and Google sign-in. */
export async function registerAuth(
  app: FastifyInstance,
  shared: SharedOptions,
  { attachGuestPlans }: AuthNeeds,
): Promise<void> {
  const { config, db, rateLimiter, refreshTokens, log } = shared;
  const users = createUserRepository(db);
  const devices = createTrustedDevices(shared.jwtSecret);
  const passwordAttempts = createPasswordAttempts({
    rateLimiter,
    signInRule: { limit: config.SIGNIN_RATE_LIMIT, windowSeconds: config.SIGNIN_RATE_WINDOW_SECONDS },
    signInAddressLimit: config.SIGNIN_ADDRESS_RATE_LIMIT,
    signInThrottle: createSignInThrottle(db, {
      ...SIGN_IN_ACCOUNT_DELAYS,
      windowSeconds: config.SIGNIN_RATE_WINDOW_SECONDS,
    }),
    devices,
  });
  const accountEmail = createAccountEmailService({
    users,
    tokens: createAccountTokenStore(db),
    refreshTokens,
    mailer: limitPerRecipient(shared.mailer, rateLimiter, log),
    rateLimiter,
    passwordAttempts,
    log,
    onEmailVerified: (user) => attachGuestPlans(user.email, user.id),
  });
  const auth = createAuthService({
    users,
    refreshTokens,
    accessTokens: shared.accessTokens,
    rateLimiter,
    passwordAttempts,
    devices,
    signUpLimitPerHour: config.SIGNUP_RATE_LIMIT,
    onVerifiedSession: (user) => attachGuestPlans(user.email, user.user_id),
  });
  const google =
    config.GOOGLE_CLIENT_ID && config.GOOGLE_CLIENT_SECRET
      ? createGoogleSignIn(
          db,
          users,
          {
            issuer: config.GOOGLE_ISSUER,
            clientId: config.GOOGLE_CLIENT_ID,
            clientSecret: config.GOOGLE_CLIENT_SECRET,
          },
          log,
          (account, googleSubject) =>
            accountEmail.offerGoogleLink(account, googleSubject, shared.origins.site),
        )
      : null;

  const prefix = '/v1/auth';
  await app.register(sessionRoutes, { prefix, auth, accountEmail });
  await app.register(accountRoutes, { prefix, auth, users, accountEmail });
  await app.register(recoveryRoutes, { prefix, accountEmail });
  await app.register(googleRoutes, { prefix, auth, google });
}
