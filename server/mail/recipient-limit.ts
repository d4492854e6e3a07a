import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimiter, RateLimitRule } from '../lib/rate-limiter';
import type { Mailer } from './mailer';

/** Whatever asks for them, and from wherever, one address receives at most this many messages. */
export const MAIL_PER_RECIPIENT: Omit<RateLimitRule, 'detail'> = { limit: 5, windowSeconds: 3600 };

// The key holds a hash, so the counters table does not become a list of addresses.
const recipientKey = (to: string) =>
  `mail-to:${createHash('sha256').update(to.trim().toLowerCase()).digest('hex')}`;

/**
 * Every message the product sends goes through here. One beyond the recipient's limit is dropped,
 * and only logged: the request that asked for it answers as usual, so a flood cannot tell it was
 * stopped, nor learn anything about the address from the answer.
 */
export function limitPerRecipient(
  mailer: Mailer,
  rateLimiter: RateLimiter,
  log: FastifyBaseLogger,
  rule: Omit<RateLimitRule, 'detail'> = MAIL_PER_RECIPIENT,
): Mailer {
  return {
    async send(message) {
      if (await rateLimiter.allows(recipientKey(message.to), rule)) return mailer.send(message);
      log.warn({ subject: message.subject }, 'e-mail not sent: its recipient had too many this hour');
    },
  };
}
