import type { FastifyRequest } from 'fastify';

/** Origin of this API as the client reached it. */
export const apiOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Origin of the web app the request came from: PUBLIC_ORIGIN when configured, else the browser's
 * Origin header (which a dev proxy keeps), else this API's own origin.
 */
export function siteOrigin(request: FastifyRequest, publicOrigin: string | undefined): string {
  if (publicOrigin) return new URL(publicOrigin).origin;
  const header = request.headers.origin;
  if (header && /^https?:\/\/[^/]+$/.test(header)) return header;
  return apiOrigin(request);
}
