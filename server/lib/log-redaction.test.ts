import { Writable } from 'node:stream';
import { DrizzleQueryError } from 'drizzle-orm';
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

  it('reads a parameter name as the server does, percent-decoded, before deciding it is secret', () => {
    expect(redactUrl('/v1/date-planner/sse/p1?%74oken=eyJ.abc.def')).toBe(
      '/v1/date-planner/sse/p1?%74oken=[redacted]',
    );
    expect(redactUrl('/sse/p1?%54%4F%4B%45%4E=a&E%6Dail=ann%40example.com&%E0=x')).toBe(
      '/sse/p1?%54%4F%4B%45%4E=[redacted]&E%6Dail=[redacted]&%E0=[redacted]',
    );
    expect(redactUrl('/x?access_token=a&refresh%5Ftoken=b&guest_email=c')).toBe(
      '/x?access_token=[redacted]&refresh%5Ftoken=[redacted]&guest_email=[redacted]',
    );
  });

  it('hides share tokens in paths, the API’s and the shared page’s', () => {
    expect(redactUrl('/v1/date-planner/shared/s3cr3t-share')).toBe('/v1/date-planner/shared/[redacted]');
    expect(redactUrl('/v1/date-planner/shared/s3cr3t-share/calendar.ics?x=1')).toBe(
      '/v1/date-planner/shared/[redacted]/calendar.ics?x=1',
    );
    expect(redactUrl('/date-plan/%73hared/s3cr3t-share')).toBe('/date-plan/%73hared/[redacted]');
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

  it('never writes a token whose parameter name is percent-encoded, nor a share token', async () => {
    const { app, log } = loggingApp();
    app.get('/v1/date-planner/sse/:planId', async (request) => request.query);
    app.get('/v1/date-planner/shared/:shareToken', async () => ({ ok: true }));
    const read = await app.inject({ url: '/v1/date-planner/sse/p1?%74oken=eyJhbGciOi.secret.sig' });
    // The server reads the encoded name as `token`: exactly what must not be logged.
    expect(read.json()).toEqual({ token: 'eyJhbGciOi.secret.sig' });
    await app.inject({ url: '/v1/date-planner/shared/share-s3cret-token' });
    await app.close();
    expect(log()).not.toContain('secret');
    expect(log()).not.toContain('s3cret');
    expect(log()).toContain('/v1/date-planner/shared/[redacted]');
  });

  it('never writes a failed query’s parameters (a whole plan) in an error', async () => {
    const { app, log } = loggingApp();
    app.get('/fails', async () => {
      throw new DrizzleQueryError(
        'update "date_plans" set "plan_data" = $1 where "id" = $2',
        ['{"date_title":"Private dinner for Ann and Bob"}', 'p1'],
        new Error('unsupported Unicode escape sequence'),
      );
    });
    await app.inject({ url: '/fails' });
    await app.close();
    expect(log()).toContain('update \\"date_plans\\" set');
    expect(log()).toContain('unsupported Unicode escape sequence');
    expect(log()).not.toContain('Private dinner');
  });
});

function loggingApp() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = Fastify({ logger: { ...loggerOptions('info'), stream } });
  return { app, log: () => lines.join('') };
}
