import type { Mailer, MailMessage } from '../mail/mailer';

export interface CapturingMailer {
  mailer: Mailer;
  sent: MailMessage[];
  /** Waits for the next message to the address (mail goes out after the response). */
  next(to: string, timeoutMs?: number): Promise<MailMessage>;
}

export function createCapturingMailer(): CapturingMailer {
  const sent: MailMessage[] = [];
  return {
    sent,
    mailer: {
      async send(message) {
        sent.push(message);
      },
    },
    async next(to, timeoutMs = 3000) {
      const already = sent.filter((m) => m.to === to).length;
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline) {
        const mine = sent.filter((m) => m.to === to);
        if (mine.length > already) return mine[mine.length - 1]!;
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      throw new Error(`no e-mail to ${to} within ${timeoutMs} ms`);
    },
  };
}
