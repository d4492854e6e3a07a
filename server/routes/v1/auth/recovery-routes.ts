import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyAccountRequestSchema,
} from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import type { AccountEmailService, VerifiedLink } from '../../../auth/account-email-service';
import { requireAuth } from '../../../plugins/auth-gate';

const VERIFIED_MESSAGES: Record<VerifiedLink, string> = {
  verified: 'Your e-mail address is verified. Thank you!',
  'email-changed': 'Your new e-mail address is confirmed. Use it to sign in from now on.',
  'google-linked': 'Google sign-in is connected to your account. Sign in with Google again to continue.',
};

/** E-mail verification (of a new account or a changed address) and password reset. */
export const recoveryRoutes: FastifyPluginAsyncZod<{
  accountEmail: AccountEmailService;
}> = async (app, { accountEmail }) => {
  const schema = { response: { 200: messageResponseSchema } };

  app.post(
    '/verify-account',
    { schema: { ...schema, body: verifyAccountRequestSchema } },
    async (request) => {
      return { message: VERIFIED_MESSAGES[await accountEmail.verify(request.body.token)] };
    },
  );

  app.post('/resend-verification', { onRequest: app.authenticate, schema }, async (request) => {
    await accountEmail.resendVerification(requireAuth(request).userId, app.origins.site);
    return { message: 'We sent a new verification link to your e-mail address.' };
  });

  app.post(
    '/forgot-password',
    { schema: { ...schema, body: forgotPasswordRequestSchema } },
    async (request) => ({
      message: await accountEmail.forgotPassword(request.body.email, request.ip, app.origins.site),
    }),
  );

  app.post(
    '/reset-password',
    { schema: { ...schema, body: resetPasswordRequestSchema } },
    async (request) => {
      await accountEmail.resetPassword(request.body.token, request.body.new_password);
      return { message: 'Your password has been reset. You can sign in with the new one now.' };
    },
  );
};
