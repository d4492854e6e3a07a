import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOutboxMailer, createSmtpMailer } from './mailer';
import { passwordResetEmail, verificationEmail } from './templates';

describe('SMTP delivery', () => {
  const received: { from: string; to: string[]; raw: string }[] = [];
  let server: SMTPServer;
  let port: number;

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('sends plain text and HTML to a real SMTP server on loopback', async () => {
    const mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'Datecraft <hello@datecraft.app>');
    await mailer.send(
      verificationEmail('ada@example.com', 'Ada', 'http://localhost:3000/verify-account?token=abc'),
    );
    expect(received).toHaveLength(1);
    const [mail] = received;
    expect(mail?.from).toBe('hello@datecraft.app');
    expect(mail?.to).toEqual(['ada@example.com']);
    expect(mail?.raw).toContain('Subject: Confirm your e-mail for Datecraft');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
  });
});

describe('the outbox', () => {
  it('writes .eml files to the outbox and logs the link', async () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'datecraft-outbox-')), 'outbox');
    const logged: string[] = [];
    const mailer = createOutboxMailer(dir, 'Datecraft <hello@datecraft.app>', (_details, message) =>
      logged.push(message),
    );
    const link = 'http://localhost:3000/reset-password?token=xyz';
    await mailer.send(passwordResetEmail('ada@example.com', 'Ada', link));
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = readFileSync(join(dir, files[0]!), 'utf8');
    expect(eml).toContain('To: ada@example.com');
    expect(eml).toContain('Subject: Reset your Datecraft password');
    expect(logged[0]).toContain(link);
  });
});

describe('templates', () => {
  it('escape names in HTML and carry the link in both parts', () => {
    const mail = verificationEmail(
      'x@example.com',
      '<script>',
      'http://localhost:3000/verify-account?token=a&b',
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&#60;script&#62;');
    expect(mail.text).toContain('http://localhost:3000/verify-account?token=a&b');
    expect(mail.html).toContain('token=a&#38;b');
  });
});
