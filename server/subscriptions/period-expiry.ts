import type { FastifyBaseLogger } from 'fastify';
import type { SubscriptionStore } from './subscription-store';

/**
 * Moves ended paid periods to expired once a minute. Access already follows the period's end
 * date; this keeps the stored status honest for anything that reads it.
 */
export function startPeriodExpiry(store: SubscriptionStore, log: FastifyBaseLogger, intervalMs = 60_000) {
  const tick = () =>
    store
      .expireEnded()
      .then((count) => count && log.info(`expired ${count} ended subscription period(s)`))
      .catch((error: unknown) => log.error({ err: error }, 'subscription expiry failed'));
  void tick();
  const timer = setInterval(tick, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
