import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { depthLimitedBody } from './json-depth';

const tooDeep = () => new Error('too deep');

/** The body cut into chunks at every `size` bytes, as a socket might deliver it. */
const chunked = (body: string, size: number) => {
  const bytes = Buffer.from(body);
  const chunks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size));
  return Readable.from(chunks, { objectMode: false });
};

const read = (body: string, maxDepth: number, size = 1) =>
  text(depthLimitedBody(chunked(body, size), maxDepth, tooDeep));

describe('depthLimitedBody', () => {
  it('passes a body within the limit through unchanged, however it is chunked', async () => {
    const body = JSON.stringify({ a: [{ b: [1, 2] }], c: 'é💘' });
    for (const size of [1, 2, 3, 7, body.length]) await expect(read(body, 4, size)).resolves.toBe(body);
  });

  it('fails one level past the limit', async () => {
    await expect(read('[[[[]]]]', 4)).resolves.toBe('[[[[]]]]');
    await expect(read('[[[[[]]]]]', 4)).rejects.toThrow('too deep');
  });

  it('ignores brackets inside strings, escaped quotes included, across chunk boundaries', async () => {
    const body = JSON.stringify({ a: '[[[[[{{{{{', b: 'say \\"[[[[[\\" and \\\\', c: '"[[[[["' });
    for (const size of [1, 2, 5]) await expect(read(body, 1, size)).resolves.toBe(body);
  });

  it('never reads a source nobody reads from', async () => {
    const source = chunked('['.repeat(100), 10);
    depthLimitedBody(source, 4, tooDeep);
    await new Promise((resolve) => setImmediate(resolve));
    expect(source.readableFlowing).toBe(null);
  });
});
