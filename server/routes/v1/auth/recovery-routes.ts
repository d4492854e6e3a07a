import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyAccountRequestSchema,
} from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import type { AccountEmailService } from '../../../auth/account-email-service';
import { requireAuth } from '../../../plugins/auth-gate';

/** E-mail verification (of a new account or a changed address) and password reset. */
export const recoveryRoutes: FastifyPluginAsyncZod<{
  accountEmail: AccountEmailService;
}> = async (app, { accountEmail }) => {
  const schema = { response: { 200: messageResponseSchema } };

  app.post(
    '/verify-account',
    { schema: { ...schema, body: verifyAccountRequestSchema } },
    async (request) => {
      const outcome = await accountEmail.verify(request.body.token);
      return {
        message:
          outcome === 'email-changed'
            ? 'Your new e-mail address is confirmed. Use it to sign in from now on.'
            : 'Your e-mail address is verified. Thank you!',
      };
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
