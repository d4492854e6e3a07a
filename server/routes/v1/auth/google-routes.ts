import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  authResponseSchema,
  googleCallbackQuerySchema,
  googleSsoResponseSchema,
} from '../../../../contract/auth';
import type { AuthService } from '../../../auth/auth-service';
import { GOOGLE_UNAVAILABLE, type GoogleSignIn } from '../../../auth/google-sign-in';
import { HttpError } from '../../../lib/http-error';
import { siteOrigin } from '../../../lib/origins';

/** Google sign-in; without GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET both routes answer 503. */
export const googleRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  google: GoogleSignIn | null;
  publicOrigin: string | undefined;
}> = async (app, { auth, google, publicOrigin }) => {
  const configured = () => {
    if (!google) throw new HttpError(503, GOOGLE_UNAVAILABLE);
    return google;
  };

  app.get(
    '/google/initiate-sso',
    { schema: { response: { 200: googleSsoResponseSchema } } },
    async (request) => ({
      redirect_url: await configured().initiate(siteOrigin(request, publicOrigin)),
    }),
  );

  app.get(
    '/google',
    { schema: { querystring: googleCallbackQuerySchema, response: { 200: authResponseSchema } } },
    async (request) => {
      const { user, isNew } = await configured().complete(
        request.query.code,
        request.query.state,
        request.query.iss,
      );
      return auth.signInExternal(user, isNew);
    },
  );
};
