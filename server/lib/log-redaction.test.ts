import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggerOptions, redactUrl } from './log-redaction';

describe('redactUrl', () => {
  it('hides the stream token, the guest e-mail and e-mailed link tokens', () => {
    expect(redactUrl('/v1/date-planner/sse/p1?token=eyJ.abc.def&email=ann%40example.com')).toBe(
      '/v1/date-planner/sse/p1?token=[redacted]&email=[redacted]',
    );
    expect(redactUrl('/reset-password?token=s3cr3t')).toBe('/reset-password?token=[redacted]');
    expect(redactUrl('/v1/auth/google?code=c0de&state=st4te&iss=https%3A%2F%2Fid')).toBe(
      '/v1/auth/google?code=[redacted]&state=[redacted]&iss=https%3A%2F%2Fid',
    );
  });

  it('keeps URLs without secrets as they are', () => {
    expect(redactUrl('/v1/date-planner/plans?page=2&search=paris')).toBe(
      '/v1/date-planner/plans?page=2&search=paris',
    );
  });
});

describe('the server log', () => {
  it('never writes an access token carried in the progress stream URL', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
    app.get('/v1/date-planner/sse/:planId', async () => ({ ok: true }));
    await app.inject({ url: '/v1/date-planner/sse/p1?token=eyJhbGciOi.secret.sig&email=ann@example.com' });
    await app.close();

    const log = lines.join('');
    expect(log).toContain('/v1/date-planner/sse/p1?token=[redacted]');
    expect(log).not.toContain('secret');
    expect(log).not.toContain('ann@example.com');
  });
});
