/**
 * A plan is read by the clock, so its times and stays are whole multiples of five minutes, rounded the
 * way the caller needs: down for a stay that must fit, up for a start that must not come before the
 * walk there ends, else nearest.
 */
export const fiveMinutes = (minutes: number, round: (value: number) => number = Math.round): number =>
  round(minutes / 5) * 5;
