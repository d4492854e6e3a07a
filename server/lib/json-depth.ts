import { Readable } from 'node:stream';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPENERS = new Set([0x5b, 0x7b]);
const CLOSERS = new Set([0x5d, 0x7d]);

/**
 * Follows JSON text chunk by chunk and says when it has opened more than `maxDepth` arrays or
 * objects. It reads bytes: every structural character is ASCII and never part of a multi-byte
 * UTF-8 sequence.
 */
function depthScanner(maxDepth: number): (chunk: Buffer) => boolean {
  let depth = 0;
  let inString = false;
  let escaped = false;
  return (chunk) => {
    for (let index = 0; index < chunk.length; index += 1) {
      const byte = chunk[index]!;
      if (inString) {
        if (escaped) escaped = false;
        else if (byte === BACKSLASH) escaped = true;
        else if (byte === QUOTE) inString = false;
      } else if (byte === QUOTE) {
        inString = true;
      } else if (OPENERS.has(byte)) {
        depth += 1;
        if (depth > maxDepth) return true;
      } else if (CLOSERS.has(byte)) {
        depth -= 1;
      }
    }
    return false;
  };
}

/**
 * The request body as it arrives, failing with `tooDeep()` as soon as its JSON nests deeper than
 * `maxDepth`, so a hostile body is refused before any of it is parsed. It starts reading `source`
 * only when its own reader does: a refusal raised earlier would reach no listener, and a body
 * nobody reads (a GET's) is never read at all.
 */
export function depthLimitedBody(source: Readable, maxDepth: number, tooDeep: () => Error): Readable {
  const exceeds = depthScanner(maxDepth);
  let started = false;
  const body: Readable = new Readable({
    read() {
      if (started) {
        source.resume();
        return;
      }
      started = true;
      source.on('data', (chunk: Buffer) => {
        if (exceeds(chunk)) {
          source.pause();
          body.destroy(tooDeep());
        } else if (!body.push(chunk)) {
          source.pause();
        }
      });
      source.on('end', () => body.push(null));
      source.on('error', (error) => body.destroy(error));
    },
  });
  return body;
}
