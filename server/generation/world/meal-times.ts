/**
 * When people usually sit down to eat out, so a dinner date in Madrid is at 21:30 and one in Berlin at 19:00.
 * Source: common knowledge of national dining customs and typical restaurant service hours, rounded to the
 * half hour; a date breakfast is a late, unhurried one, so it is later than a working-day breakfast.
 */

export interface MealTimes {
  /** Minutes after local midnight. */
  breakfast: number;
  lunch: number;
  dinner: number;
}

const at = (hours: number, minutes = 0): number => hours * 60 + minutes;

const meals = (breakfast: number, lunch: number, dinner: number): MealTimes => ({ breakfast, lunch, dinner });

const DEFAULT_MEALS = meals(at(9), at(12, 30), at(19, 30));

/** Countries whose customs differ from the default (09:00 / 12:30 / 19:30). */
const MEAL_TIMES: Record<string, MealTimes> = {
  ES: meals(at(9, 30), at(14), at(21, 30)),
  AR: meals(at(9, 30), at(13, 30), at(21, 30)),
  UY: meals(at(9, 30), at(13, 30), at(21, 30)),
  CL: meals(at(9, 30), at(13, 30), at(21)),
  IT: meals(at(9), at(13), at(20, 30)),
  PT: meals(at(9), at(13), at(20, 30)),
  GR: meals(at(9, 30), at(14), at(21)),
  FR: meals(at(9), at(12, 30), at(20)),
  BE: meals(at(9), at(12, 30), at(19, 30)),
  DE: meals(at(9), at(12, 30), at(19)),
  AT: meals(at(9), at(12), at(19)),
  CH: meals(at(9), at(12), at(19)),
  NL: meals(at(9), at(12, 30), at(18, 30)),
  DK: meals(at(9), at(12), at(18, 30)),
  SE: meals(at(9), at(12), at(18, 30)),
  NO: meals(at(9), at(12), at(18, 30)),
  FI: meals(at(9), at(11, 30), at(18, 30)),
  CZ: meals(at(9), at(12), at(19)),
  GB: meals(at(9), at(13), at(19, 30)),
  IE: meals(at(9), at(13), at(19, 30)),
  US: meals(at(9), at(12, 30), at(19)),
  CA: meals(at(9), at(12, 30), at(19)),
  AU: meals(at(8, 30), at(12, 30), at(19)),
  NZ: meals(at(8, 30), at(12, 30), at(19)),
  MX: meals(at(9, 30), at(14, 30), at(20, 30)),
  BR: meals(at(9), at(13), at(20, 30)),
  PE: meals(at(9), at(13), at(20)),
  JP: meals(at(8, 30), at(12), at(19)),
  KR: meals(at(8, 30), at(12), at(19)),
  CN: meals(at(8, 30), at(12), at(18, 30)),
  TW: meals(at(8, 30), at(12), at(18, 30)),
  IN: meals(at(9), at(13, 30), at(20, 30)),
  TR: meals(at(9, 30), at(12, 30), at(20)),
  EG: meals(at(9, 30), at(14), at(21)),
  AE: meals(at(9), at(13), at(20, 30)),
};

/** Usual local times, in minutes after midnight, to sit down for each meal on a date (country ISO alpha-2). */
export function mealTimes(country: string): MealTimes {
  return MEAL_TIMES[country.trim().toUpperCase()] ?? DEFAULT_MEALS;
}
