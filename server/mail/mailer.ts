import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The one link the message is about, logged in outbox mode so a local user can follow it. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** Real delivery through the SMTP server named by SMTP_URL (smtp:// or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html }) {
      await transport.sendMail({ from, to, subject, text, html });
    },
  };
}

/**
 * Without SMTP, messages are written as .eml files to DATA_DIR/outbox and their link is logged, so
 * every e-mail flow can be completed on one machine.
 */
export function createOutboxMailer(
  outboxDir: string,
  from: string,
  log: (details: object, message: string) => void,
): Mailer {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send({ to, subject, text, html, link }) {
      const info = await transport.sendMail({ from, to, subject, text, html });
      await mkdir(outboxDir, { recursive: true });
      const file = join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      log({ to, subject, file }, `e-mail written to the outbox; its link: ${link}`);
    },
  };
}
