export const OTHER_LOCALES: string[];
export function weekdayNames(): [name: string, weekday: number][];
