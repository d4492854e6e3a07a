import fastifyCookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  updateProfileRequestSchema,
  userSchema,
} from '@contract/auth';
import { messageResponseSchema } from '@contract/errors';
import type { AccountEmailService } from '../../../auth/account-email-service';
import type { AuthService } from '../../../auth/auth-service';
import { toPublicUser, type UserRepository } from '../../../auth/users';
import { unauthorized } from '../../../lib/http-error';
import { requireAuth } from '../../../plugins/auth-gate';
import { attemptSource } from './trusted-device-cookie';

/** The signed-in member's own account. */
export const accountRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  users: UserRepository;
  accountEmail: AccountEmailService;
}> = async (app, { auth, users, accountEmail }) => {
  await app.register(fastifyCookie);
  app.addHook('onRequest', app.authenticate);

  const currentUser = async (userId: string) => {
    const row = await users.findById(userId);
    // A valid token for a deleted account is as good as no token.
    if (!row) throw unauthorized();
    return row;
  };

  app.get('/me', { schema: { response: { 200: userSchema } } }, async (request) =>
    toPublicUser(await currentUser(requireAuth(request).userId)),
  );

  app.patch(
    '/update',
    { schema: { body: updateProfileRequestSchema, response: { 200: userSchema } } },
    async (request) => {
      const { first_name, last_name, email, current_password } = request.body;
      const before = await currentUser(requireAuth(request).userId);
      // Checked first, so a refused e-mail change leaves the names unchanged too.
      if (email !== before.email) {
        await accountEmail.requestEmailChange(
          before,
          email,
          current_password,
          app.origins.site,
          attemptSource(request),
        );
      }
      const row = await users.updateNames(before.id, { firstName: first_name, lastName: last_name });
      if (!row) throw unauthorized();
      return toPublicUser(row);
    },
  );

  app.post(
    '/change-password',
    { schema: { body: changePasswordRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.changePassword(
        requireAuth(request),
        request.body.current_password,
        request.body.new_password,
        attemptSource(request),
      );
      return { message: 'Password changed successfully' };
    },
  );

  app.post('/signout-all', { schema: { response: { 200: messageResponseSchema } } }, async (request) => {
    await auth.signOutOtherSessions(requireAuth(request));
    return { message: 'You are signed out on every other device.' };
  });

  app.delete(
    '/account',
    { schema: { body: deleteAccountRequestSchema, response: { 200: messageResponseSchema } } },
    async (request) => {
      await auth.deleteAccount(requireAuth(request).userId, request.body, attemptSource(request));
      return { message: 'Your account and your date plans have been deleted.' };
    },
  );
};
