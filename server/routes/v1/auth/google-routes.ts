import fastifyCookie, { type CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  googleCallbackQuerySchema,
  googleSsoResponseSchema,
  googleStatusResponseSchema,
} from '@contract/auth';
import type { AuthService } from '../../../auth/auth-service';
import { GOOGLE_UNAVAILABLE, STATE_LIFETIME_MS, type GoogleSignIn } from '../../../auth/google-sign-in';
import { HttpError } from '../../../lib/http-error';

/** Holds the secret that ties a pending sign-in to the browser that started it. */
export const GOOGLE_BINDING_COOKIE = 'google_signin_binding';

/** Google sign-in; without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET both routes answer 503. */
export const googleRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  google: GoogleSignIn | null;
}> = async (app, { auth, google }) => {
  const configured = () => {
    if (!google) throw new HttpError(503, GOOGLE_UNAVAILABLE);
    return google;
  };

  await app.register(fastifyCookie);
  const bindingCookie = (request: FastifyRequest): CookieSerializeOptions => ({
    // Only the two Google routes ever need it, script never does, and other sites' requests never carry it.
    path: `${app.prefix}/google`,
    httpOnly: true,
    sameSite: 'lax',
    secure: app.origins.site.startsWith('https:') || request.protocol === 'https',
  });

  app.get('/google/status', { schema: { response: { 200: googleStatusResponseSchema } } }, () => ({
    available: google !== null,
  }));

  app.get(
    '/google/initiate-sso',
    { schema: { response: { 200: googleSsoResponseSchema } } },
    async (request, reply) => {
      const { redirectUrl, browserBinding } = await configured().initiate(app.origins.site);
      reply.setCookie(GOOGLE_BINDING_COOKIE, browserBinding, {
        ...bindingCookie(request),
        maxAge: STATE_LIFETIME_MS / 1000,
      });
      return { redirect_url: redirectUrl };
    },
  );

  app.get(
    '/google',
    { schema: { querystring: googleCallbackQuerySchema, response: { 200: authResponseSchema } } },
    async (request, reply) => {
      const browserBinding = request.cookies[GOOGLE_BINDING_COOKIE];
      // Single use like the state it guards, whether or not this callback succeeds.
      if (browserBinding !== undefined) reply.clearCookie(GOOGLE_BINDING_COOKIE, bindingCookie(request));
      const { code, state, iss } = request.query;
      const user = await configured().complete({ code, state, iss, browserBinding });
      return auth.signInExternal(user);
    },
  );
};
