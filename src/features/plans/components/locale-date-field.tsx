import { useMemo, useState } from 'react';
import { memberLocale } from '@/lib/member-locale';
import { datePartOrder, isoDay, monthNames, type DatePart } from '../locale-date-parts';

const PART_LABELS: Record<DatePart, string> = { day: 'Day', month: 'Month', year: 'Year' };
const YEARS_AHEAD = 2;
// On a phone the day and the year keep the room their numbers need and the month's name takes the rest.
const PART_WIDTHS: Record<DatePart, string> = {
  day: 'w-[4.5rem] flex-none',
  month: 'min-w-0 flex-1',
  year: 'w-24 flex-none',
};

type Parts = Record<DatePart, number | null>;

const partsOf = (iso: string | null): Parts => {
  const [year, month, day] = iso ? iso.split('-').map(Number) : [];
  return { day: day ?? null, month: month ?? null, year: year ?? null };
};

interface Props {
  id: string;
  legend: string;
  /** 'yyyy-MM-dd', or null while no day is chosen. */
  value: string | null;
  /** The first day that may be chosen, 'yyyy-MM-dd'. */
  min: string;
  disabled?: boolean;
  onChange: (value: string) => void;
}

/**
 * A day picked the way the member's locale writes one: day, month and year in the locale's order, the
 * months by the locale's names. A native date input shows the browser's own format (mm/dd/yyyy on an
 * American browser), whatever the member reads.
 */
export function LocaleDateField({ id, legend, value, min, disabled, onChange }: Props) {
  const locale = memberLocale();
  const order = useMemo(() => datePartOrder(locale), [locale]);
  const months = useMemo(() => monthNames(locale), [locale]);
  const [parts, setParts] = useState<Parts>(() => partsOf(value));
  const [tooEarly, setTooEarly] = useState(false);
  const firstYear = Number(min.slice(0, 4));
  const years = Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => firstYear + index);
  if (parts.year && !years.includes(parts.year)) years.unshift(parts.year);

  const options: Record<DatePart, { value: number; label: string }[]> = {
    day: Array.from({ length: 31 }, (_, index) => ({ value: index + 1, label: String(index + 1) })),
    month: months.map((name, index) => ({ value: index + 1, label: name })),
    year: years.map((year) => ({ value: year, label: String(year) })),
  };

  const choose = (part: DatePart, chosen: string) => {
    const next = { ...parts, [part]: chosen ? Number(chosen) : null };
    setParts(next);
    if (!next.day || !next.month || !next.year) return;
    const day = isoDay(next.year, next.month, next.day);
    setTooEarly(day < min);
    if (day >= min) onChange(day);
  };

  return (
    // min-w-0: a fieldset is otherwise as wide as its content, wider than a phone.
    <fieldset className="w-full min-w-0 sm:w-auto" aria-describedby={tooEarly ? `${id}-error` : undefined}>
      <legend className="field-label">{legend}</legend>
      <div className="flex gap-2">
        {order.map((part) => (
          <div key={part} className={`${PART_WIDTHS[part]} sm:flex-none`}>
            <label htmlFor={`${id}-${part}`} className="sr-only">
              {PART_LABELS[part]}
            </label>
            <select
              id={`${id}-${part}`}
              className="field-input min-h-11 w-full px-3 py-2 sm:w-auto"
              value={parts[part] ?? ''}
              disabled={disabled}
              onChange={(event) => choose(part, event.target.value)}
            >
              <option value="">{PART_LABELS[part]}</option>
              {options[part].map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {tooEarly ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-red-700 dark:text-red-300">
          Choose today or a later day.
        </p>
      ) : null}
    </fieldset>
  );
}
