import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  refreshRequestSchema,
  refreshResponseSchema,
  signInRequestSchema,
  signOutRequestSchema,
  signUpRequestSchema,
} from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import type { AccountEmailService } from '../../../auth/account-email-service';
import type { AuthService } from '../../../auth/auth-service';
import { attemptSource, keepTrustedDevice } from './trusted-device-cookie';

/** Starting, renewing and ending sessions. */
export const sessionRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  accountEmail: AccountEmailService;
}> = async (app, { auth, accountEmail }) => {
  await app.register(fastifyCookie);
  app.post(
    '/signup',
    { schema: { body: signUpRequestSchema, response: { 201: authResponseSchema } } },
    async (request, reply) => {
      const { session, deviceCookie } = await auth.signUp(request.body, attemptSource(request));
      keepTrustedDevice(app, request, reply, deviceCookie);
      const { user } = session;
      accountEmail.sendVerificationQuietly(
        { id: user.user_id, email: user.email, firstName: user.first_name },
        app.origins.site,
      );
      reply.status(201);
      return session;
    },
  );

  app.post(
    '/signin',
    { schema: { body: signInRequestSchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const { session, deviceCookie } = await auth.signIn(request.body, attemptSource(request));
      keepTrustedDevice(app, request, reply, deviceCookie);
      return session;
    },
  );

  app.post(
    '/refresh-token',
    { schema: { body: refreshRequestSchema, response: { 200: refreshResponseSchema } } },
    async (request) => auth.refresh(request.body.refresh_token),
  );

  app.post(
    '/signout',
    { schema: { body: signOutRequestSchema.nullish(), response: { 200: messageResponseSchema } } },
    async (request) => {
      // The spec leaves the sign-out request open: a refresh token ends its session, else the
      // Bearer token's session ends; signing out twice, or with neither, is no error.
      if (request.body) await auth.signOut(request.body.refresh_token);
      else {
        const member = await app.optionalAuth(request);
        if (member) await auth.endSession(member);
      }
      return { message: 'Signed out' };
    },
  );
};
