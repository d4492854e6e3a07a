import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Below this size the bytes saved do not pay for the work (and the header) of compressing. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Text worth compressing: HTML, JavaScript, CSS, JSON (the manifest's `+json` too), XML and SVG.
 * Never an event stream: a compressor holds bytes back until it has enough, so progress would stall.
 */
export const COMPRESSIBLE_TYPE =
  /^(?:text\/(?!event-stream)|application\/(?:javascript|json|xml|[\w.-]+\+(?:json|xml))|image\/svg\+xml)/i;

/**
 * Compresses responses the route builds (API JSON) with brotli, or gzip for clients without it.
 * Register before the routes: the plugin attaches itself to each route as it is declared. The
 * built app's files are compressed at build time instead (scripts/precompress.mjs, served by
 * static-spa), and request bodies are left alone: no client of this API compresses them.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: COMPRESSION_THRESHOLD_BYTES,
    customTypes: COMPRESSIBLE_TYPE,
    globalDecompression: false,
  });
}
