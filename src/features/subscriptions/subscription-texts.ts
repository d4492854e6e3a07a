import type { CurrentSubscription, SubscriptionUsage } from '@contract/subscriptions';

/** A day as the reader writes it: 'February 15, 2026' in the US, '15 February 2026' in Britain or Europe. */
export const longDate = (iso: string, locale?: string) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(new Date(iso));

const datePlans = (count: number) => `${count} date ${count === 1 ? 'plan' : 'plans'}`;

/** A subscription set to stop: cancelled, or cancelling at the end of the period. */
export const isEnding = (subscription: CurrentSubscription) =>
  subscription.cancel_at_period_end || subscription.status === 'cancelled';

/** What the end of the current period means: a renewal only while the subscription goes on. */
export function periodEndLine(subscription: CurrentSubscription): string {
  const end = longDate(subscription.current_period_end);
  if (subscription.status === 'expired') return `Ended on ${end}`;
  if (isEnding(subscription)) return `Access until ${end}`;
  return `Renewal Date: ${end}`;
}

/**
 * The spec's 'You have {n} date plans remaining until {date}', with today's free plan said apart: the
 * server counts it in the remaining number, which then contradicted the plan's monthly number.
 */
export function remainingLine(usage: SubscriptionUsage): string {
  const period = usage.date_generations_remaining - (usage.daily_free_available ? 1 : 0);
  const line = `You have ${datePlans(period)} remaining until ${longDate(usage.subscription_expires_at)}`;
  return usage.daily_free_available ? `${line}, plus today's free date plan` : line;
}
