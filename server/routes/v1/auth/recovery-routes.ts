import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  forgotPasswordRequestSchema,
  resetPasswordRequestSchema,
  verifyAccountRequestSchema,
} from '../../../../contract/auth';
import { messageResponseSchema } from '../../../../contract/errors';
import type { AccountEmailService } from '../../../auth/account-email-service';
import { siteOrigin } from '../../../lib/origins';
import { requireAuth } from '../../../plugins/auth-gate';

/** E-mail verification and password reset. */
export const recoveryRoutes: FastifyPluginAsyncZod<{
  accountEmail: AccountEmailService;
  publicOrigin: string | undefined;
}> = async (app, { accountEmail, publicOrigin }) => {
  const schema = { response: { 200: messageResponseSchema } };

  app.post(
    '/verify-account',
    { schema: { ...schema, body: verifyAccountRequestSchema } },
    async (request) => {
      await accountEmail.verify(request.body.token);
      return { message: 'Your e-mail address is verified. Thank you!' };
    },
  );

  app.post('/resend-verification', { onRequest: app.authenticate, schema }, async (request) => {
    await accountEmail.resendVerification(requireAuth(request).userId, siteOrigin(request, publicOrigin));
    return { message: 'We sent a new verification link to your e-mail address.' };
  });

  app.post(
    '/forgot-password',
    { schema: { ...schema, body: forgotPasswordRequestSchema } },
    async (request) => ({
      message: await accountEmail.forgotPassword(
        request.body.email,
        request.ip,
        siteOrigin(request, publicOrigin),
      ),
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
