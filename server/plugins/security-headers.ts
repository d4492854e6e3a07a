import { createHash } from 'node:crypto';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import { FIRST_PAINT_SCRIPT } from '@contract/first-paint';
import { MAPS_EMBED_ORIGIN } from '@contract/maps';

/** Where the plan pages' embedded map comes from (`mapsEmbedUrl` in contract/maps.ts). */
export const MAP_FRAME_ORIGIN = MAPS_EMBED_ORIGIN;

/** Google's profile pictures, the avatar of a member who signed in with Google. */
const GOOGLE_PROFILE_PICTURES = 'https://*.googleusercontent.com';

/**
 * Powerful browser features the app never uses, switched off for it and anything it embeds (the map
 * included). The share dialog's clipboard copy keeps the browser's default (this origin only).
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

type Directives = Record<string, string[]>;

/** The one inline script a page may run (contract/first-paint.ts), allowed by its hash. */
export const FIRST_PAINT_SCRIPT_SOURCE = `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`;

/**
 * For everything that is not a page (API JSON, progress streams, scripts, images): were one opened
 * as a document, it could load, run, frame and post nothing.
 */
export const RESOURCE_POLICY: Directives = {
  'default-src': ["'none'"],
  'base-uri': ["'none'"],
  'form-action': ["'none'"],
  'frame-ancestors': ["'none'"],
};

export interface SecurityHeadersOptions {
  /** PUBLIC_ORIGIN; served over https, browsers are told to keep to https (HSTS). */
  publicOrigin: string;
  /** APP_ORIGINS: the other web apps the test checkout's Pay and Cancel may send the browser back to. */
  appOrigins: readonly string[];
  /** The API's origin when the app was built to call an API elsewhere (VITE_API_BASE_URL). */
  apiOrigin?: string;
}

const servedOverHttps = (options: SecurityHeadersOptions) =>
  new URL(options.publicOrigin).protocol === 'https:';

/**
 * For HTML pages (the app's index.html and the test checkout): the app's own scripts only, never
 * eval, and of inline scripts only the first-paint one. Styles may be inline: react-hot-toast injects a `<style>` element at run time.
 * The app is one document whose router shows the plan pages, so every page may frame the map.
 */
export function pagePolicy(options: SecurityHeadersOptions): Directives {
  const origins = [options.publicOrigin, ...options.appOrigins].map((origin) => new URL(origin).origin);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", FIRST_PAINT_SCRIPT_SOURCE],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    // data: for the share dialog's QR code, blob: for the avatar preview before an upload; the map's
    // origin for the one tiny image that tells whether the map can load (use-maps-reachable.ts).
    'img-src': ["'self'", 'data:', 'blob:', GOOGLE_PROFILE_PICTURES, MAP_FRAME_ORIGIN],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...(options.apiOrigin ? [new URL(options.apiOrigin).origin] : [])],
    'frame-src': [MAP_FRAME_ORIGIN],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    // The test checkout posts to itself, then redirects back to the web app, which browsers check too.
    'form-action': ["'self'", ...new Set(origins)],
    'frame-ancestors': ["'none'"],
    ...(servedOverHttps(options) ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

function helmetOptions(options: SecurityHeadersOptions): FastifyHelmetOptions {
  return {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: RESOURCE_POLICY },
    // Would refuse the cross-origin map frame, which sends no Cross-Origin-Resource-Policy.
    crossOriginEmbedderPolicy: false,
    // Google sign-in and the payment checkout are full-page redirects, never popups.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Over plain http (local use) the header means nothing and would only mislead.
    strictTransportSecurity: servedOverHttps(options)
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    xFrameOptions: { action: 'deny' },
  };
}

const isHtml = (contentType: unknown) =>
  typeof contentType === 'string' && contentType.startsWith('text/html');

/**
 * Every security header, for every response in one place: helmet sets them as each request
 * arrives (so errors, 404s and hijacked progress streams carry them too), and a page's policy
 * replaces the resource policy once the response turns out to be HTML. Register it first, before
 * any hook that may answer early.
 */
export async function registerSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const pageDirectives = pagePolicy(options);
  await app.register(helmet, helmetOptions(options));
  // Written to the raw response, as helmet does, so a hijacked response keeps it too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('permissions-policy', PERMISSIONS_POLICY);
    done();
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isHtml(reply.getHeader('content-type'))) {
      reply.helmet({ contentSecurityPolicy: { useDefaults: false, directives: pageDirectives } });
    }
    return payload;
  });
}
