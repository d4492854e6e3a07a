import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AttemptSource } from '../../../auth/password-attempts';
import { TRUSTED_DEVICE_COOKIE, TRUSTED_DEVICE_LIFETIME_SECONDS } from '../../../auth/trusted-devices';

/** Where a password attempt comes from: the client's address and its trusted-device cookie. */
export const attemptSource = (request: FastifyRequest): AttemptSource => ({
  ip: request.ip,
  deviceCookie: request.cookies[TRUSTED_DEVICE_COOKIE],
});

/**
 * Keeps the proof that this browser signed in with the password. Every route that checks a password
 * lives under the auth prefix, script never needs the cookie, and other sites' requests never carry it.
 */
export function keepTrustedDevice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  value: string,
) {
  reply.setCookie(TRUSTED_DEVICE_COOKIE, value, {
    path: app.prefix,
    httpOnly: true,
    sameSite: 'strict',
    secure: app.origins.site.startsWith('https:') || request.protocol === 'https',
    maxAge: TRUSTED_DEVICE_LIFETIME_SECONDS,
  });
}
