import { KIND_CATALOG } from '../kinds/catalog';
import type { KindId } from '../kinds/kind-ids';
import type { Grounded } from '../ground/grounded';
import type { BudgetLevel } from '../request';
import { unitsPerUsd } from '../world/rates';

/** Rounds a price the way a menu or a guide would: 7, 25, 140, 12,000. */
export function roundPrice(value: number): number {
  if (value <= 0) return 0;
  if (value < 20) return Math.max(1, Math.round(value));
  if (value < 200) return Math.round(value / 5) * 5;
  const magnitude = 10 ** Math.floor(Math.log10(value) - 1);
  return Math.round(value / magnitude) * magnitude;
}

/** Per person in the local currency at local prices: the catalog's US-dollar costs scaled by price level and rate. */
export function localCost(kind: KindId, level: BudgetLevel, grounded: Grounded): [number, number] {
  const [low, high] = KIND_CATALOG[kind].cost[level];
  const factor = grounded.priceLevel * (unitsPerUsd(grounded.currency) ?? 1);
  return [roundPrice(low * factor), roundPrice(high * factor)];
}
