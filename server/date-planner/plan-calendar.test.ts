import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { Step } from '@contract/date-plans';
import {
  calendarFileName,
  localTimeToInstant,
  parseDurationMinutes,
  planCalendar,
  timesFromSteps,
  type CalendarInput,
  type StopTimes,
} from './plan-calendar';
import { parseClock } from '../generation/world/local-time';

function step(index: number, overrides: Partial<Step> = {}): Step {
  return {
    step_index: index,
    step_title: `Stop ${index}`,
    description: `What happens at stop ${index}.`,
    to_location_name: `Place ${index}`,
    to_location_address: `${index} Rue de Rivoli, 75001 Paris`,
    to_location_google_maps_url: null,
    to_location_website: null,
    to_location_phone_number: null,
    image_urls: [],
    activities: [],
    ambiance_description: 'Cosy',
    estimated_travel_time: '10 minutes',
    estimated_duration_at_location: '1 hour',
    estimated_cost_per_person: '€20',
    transport_mode: 'walk',
    booking_recommendation: '',
    notes_or_tips: '',
    end_time: `${7 + index}:00 PM`,
    ...overrides,
  };
}

function input(overrides: Partial<CalendarInput> = {}): CalendarInput {
  return {
    planId: 'plan-42',
    title: 'Romantic evening in Paris',
    date: '2026-11-28',
    timeZone: 'Europe/Paris',
    steps: [step(0), step(1)],
    times: [
      { start: 18 * 60 + 30, end: 20 * 60 },
      { start: 20 * 60 + 15, end: 22 * 60 },
    ],
    planUrl: 'https://datecraft.example/shared/abc123',
    now: new Date('2026-11-01T09:00:00Z'),
    ...overrides,
  };
}

function events(ics: string): ICAL.Event[] {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  return calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
}

/** "2026-11-28 18:30" as the clocks of that zone show the instant; independent of the module's arithmetic. */
function wallTime(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

function localSpans(ics: string, timeZone: string): string[] {
  return events(ics).map(
    (event) =>
      `${wallTime(event.startDate.toJSDate(), timeZone)} → ${wallTime(event.endDate.toJSDate(), timeZone)}`,
  );
}

describe('planCalendar', () => {
  it('writes one event per step with a UID that stays the same across downloads', () => {
    const steps = [step(0), step(1), step(2)];
    const times: StopTimes[] = [
      { start: 1080, end: 1140 },
      { start: 1150, end: 1200 },
      { start: 1210, end: 1260 },
    ];
    const first = events(planCalendar(input({ steps, times })));
    const again = events(planCalendar(input({ steps, times, now: new Date('2026-11-20T12:00:00Z') })));
    expect(first.map((event) => event.uid)).toEqual([
      'plan-42-0@datecraft',
      'plan-42-1@datecraft',
      'plan-42-2@datecraft',
    ]);
    expect(again.map((event) => event.uid)).toEqual(first.map((event) => event.uid));
  });

  it('puts Paris winter times on the city clock as UTC instants', () => {
    const ics = planCalendar(input());
    expect(localSpans(ics, 'Europe/Paris')).toEqual([
      '2026-11-28 18:30 → 2026-11-28 20:00',
      '2026-11-28 20:15 → 2026-11-28 22:00',
    ]);
    expect(ics).toContain('DTSTART:20261128T173000Z\r\n');
    expect(ics).toContain('DTSTAMP:20261101T090000Z\r\n');
  });

  it('follows Paris summer time', () => {
    const ics = planCalendar(input({ date: '2026-07-14' }));
    expect(localSpans(ics, 'Europe/Paris')).toEqual([
      '2026-07-14 18:30 → 2026-07-14 20:00',
      '2026-07-14 20:15 → 2026-07-14 22:00',
    ]);
    expect(ics).toContain('DTSTART:20260714T163000Z\r\n');
  });

  it('puts New York evening times on the next UTC day', () => {
    const ics = planCalendar(input({ timeZone: 'America/New_York' }));
    expect(localSpans(ics, 'America/New_York')).toEqual([
      '2026-11-28 18:30 → 2026-11-28 20:00',
      '2026-11-28 20:15 → 2026-11-28 22:00',
    ]);
    expect(ics).toContain('DTSTART:20261128T233000Z\r\n');
    expect(ics).toContain('DTEND:20261129T010000Z\r\n');
  });

  it('puts Tokyo times nine hours ahead of UTC', () => {
    const ics = planCalendar(input({ timeZone: 'Asia/Tokyo' }));
    expect(localSpans(ics, 'Asia/Tokyo')[0]).toBe('2026-11-28 18:30 → 2026-11-28 20:00');
    expect(ics).toContain('DTSTART:20261128T093000Z\r\n');
  });

  it('puts a stop that ends after midnight on the next day', () => {
    const times = [
      { start: 21 * 60, end: 23 * 60 },
      { start: 23 * 60 + 30, end: 1440 + 90 },
    ];
    const ics = planCalendar(input({ times }));
    expect(localSpans(ics, 'Europe/Paris')).toEqual([
      '2026-11-28 21:00 → 2026-11-28 23:00',
      '2026-11-28 23:30 → 2026-11-29 01:30',
    ]);
  });

  it('gives a stop without a positive length one hour', () => {
    const ics = planCalendar(
      input({
        times: [
          { start: 1200, end: 1200 },
          { start: 1300, end: 1250 },
        ],
      }),
    );
    expect(localSpans(ics, 'Europe/Paris')).toEqual([
      '2026-11-28 20:00 → 2026-11-28 21:00',
      '2026-11-28 21:40 → 2026-11-28 22:40',
    ]);
  });

  it('reads the times as UTC when the zone is unknown', () => {
    for (const timeZone of [null, 'Mars/Olympus_Mons']) {
      const ics = planCalendar(input({ timeZone }));
      expect(ics).toContain('DTSTART:20261128T183000Z\r\n');
      expect(ics).not.toContain('X-WR-TIMEZONE');
    }
  });

  it('derives the times from the steps when none are given', () => {
    const steps = [
      step(0, { end_time: '19:30', estimated_duration_at_location: '1 hour 30 minutes' }),
      step(1, { end_time: '21 h 30', estimated_duration_at_location: '1 h 30' }),
    ];
    const ics = planCalendar(input({ steps, times: null }));
    expect(localSpans(ics, 'Europe/Paris')).toEqual([
      '2026-11-28 18:00 → 2026-11-28 19:30',
      '2026-11-28 20:00 → 2026-11-28 21:30',
    ]);
  });

  it('times a step that says when it begins by its start and end, not its rounded duration', () => {
    const steps = [
      step(0, {
        start_time: '7:25 PM',
        end_time: '9:05 PM',
        estimated_duration_at_location: '1 hour 30 minutes',
      }),
      step(1, { start_time: '23:40', end_time: '00:50', estimated_duration_at_location: 'about an hour' }),
    ];
    expect(timesFromSteps(steps)).toEqual([
      { start: 1165, end: 1265 },
      { start: 1420, end: 1490 },
    ]);
  });

  it('makes all-day events on the date when the step times cannot be read', () => {
    const steps = [step(0, { end_time: 'late' }), step(1)];
    const [first, second] = events(planCalendar(input({ steps, times: null })));
    expect(first?.startDate.isDate).toBe(true);
    expect(first?.startDate.toString()).toBe('2026-11-28');
    expect(second?.startDate.isDate).toBe(true);
  });

  it('names the calendar, its producer and the city zone before the events', () => {
    const ics = planCalendar(input({ title: 'Wine, cheese; and jazz' }));
    const calendar = new ICAL.Component(ICAL.parse(ics));
    expect(calendar.getFirstPropertyValue('prodid')).toBe('-//Datecraft//Date plan//EN');
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(ics).toContain('X-WR-CALNAME:Wine\\, cheese\\; and jazz\r\n');
    expect(ics.indexOf('X-WR-TIMEZONE:Europe/Paris\r\n')).toBeGreaterThan(0);
    expect(ics.indexOf('X-WR-TIMEZONE')).toBeLessThan(ics.indexOf('BEGIN:VEVENT'));
  });

  it('names the place once in LOCATION when its address names it already', () => {
    const steps = [
      step(0, { to_location_name: 'Chiado', to_location_address: 'Chiado, Lisbon' }),
      step(1, {
        to_location_name: 'Livraria Bertrand',
        to_location_address: 'Livraria Bertrand, R. Garrett 73, Lisboa',
      }),
      step(2, { to_location_name: 'Le Café', to_location_address: '1 Rue de Rivoli, 75001 Paris' }),
    ];
    expect(events(planCalendar(input({ steps, times: null }))).map((event) => event?.location)).toEqual([
      'Chiado, Lisbon',
      'Livraria Bertrand, R. Garrett 73, Lisboa',
      'Le Café, 1 Rue de Rivoli, 75001 Paris',
    ]);
  });

  it('describes each stop with its place, map, contacts, tip and the plan link', () => {
    const steps = [
      step(0, {
        step_title: 'Dinner, by the river',
        description: 'Candlelit dinner.\nAsk for the terrace.',
        to_location_name: 'Le Café',
        to_location_address: '1 Rue de Rivoli, 75001 Paris',
        to_location_google_maps_url: 'https://www.google.com/maps/place/Le+Caf%C3%A9/@48.85,2.35,17z',
        to_location_website: 'https://lecafe.example',
        to_location_phone_number: '+33 1 23 45 67 89',
        notes_or_tips: 'Book a table by the window.',
      }),
      step(1, { to_location_name: 'Pont des Arts', to_location_address: '' }),
    ];
    const [dinner, bridge] = events(planCalendar(input({ steps })));

    expect(dinner?.summary).toBe('Dinner, by the river');
    expect(dinner?.location).toBe('Le Café, 1 Rue de Rivoli, 75001 Paris');
    expect(dinner?.description).toBe(
      [
        'Candlelit dinner.\nAsk for the terrace.',
        '',
        'Map: https://www.google.com/maps/place/Le+Caf%C3%A9/@48.85,2.35,17z',
        'Website: https://lecafe.example',
        'Phone: +33 1 23 45 67 89',
        'Tip: Book a table by the window.',
        '',
        'Plan: https://datecraft.example/shared/abc123',
      ].join('\n'),
    );
    // A URI value has no backslash escapes, so its commas are percent-encoded instead.
    expect(dinner?.component.getFirstPropertyValue('url')).toBe(
      'https://www.google.com/maps/place/Le+Caf%C3%A9/@48.85%2C2.35%2C17z',
    );

    const searchUrl = 'https://www.google.com/maps/search/?api=1&query=Pont%20des%20Arts';
    expect(bridge?.location).toBe('Pont des Arts');
    expect(bridge?.description).toBe(
      `What happens at stop 1.\n\nMap: ${searchUrl}\n\nPlan: https://datecraft.example/shared/abc123`,
    );
    expect(bridge?.component.getFirstPropertyValue('url')).toBe(searchUrl);
  });

  it('names the fields of each event in the plan’s language', () => {
    const steps = [step(0, { to_location_website: 'https://example.com', notes_or_tips: 'Llega pronto.' })];
    const text = events(
      planCalendar(input({ steps, times: null, language: 'es', planUrl: 'https://datecraft.app/p' })),
    )[0]!.description;
    expect(text).toContain('Mapa: ');
    expect(text).toContain('Web: https://example.com');
    expect(text).toContain('Consejo: Llega pronto.');
    expect(text).toContain('Plan: https://datecraft.app/p');
    expect(text).not.toContain('Map: ');
  });

  it('searches the map by name and address when the given map link is not a web address', () => {
    const steps = [step(0, { to_location_google_maps_url: 'not available' })];
    const [event] = events(planCalendar(input({ steps, times: null, planUrl: null })));
    const searchUrl =
      'https://www.google.com/maps/search/?api=1&query=Place%200%2C%200%20Rue%20de%20Rivoli%2C%2075001%20Paris';
    expect(event?.component.getFirstPropertyValue('url')).toBe(searchUrl);
    expect(event?.description).not.toContain('Plan:');
  });

  it('writes CRLF lines folded to at most 75 octets', () => {
    const longText = 'Une soirée à deux 🍷 au bord de la Seine, avec des crêpes et du jazz. '.repeat(12);
    const steps = [step(0, { description: longText, notes_or_tips: longText, step_title: longText })];
    const ics = planCalendar(input({ steps, times: [{ start: 1200, end: 1260 }] }));

    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = ics.slice(0, -2).split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(events(ics)[0]?.description).toContain(longText.trim());
  });

  it('rejects a date that is not a real day', () => {
    expect(() => planCalendar(input({ date: '2026-02-30' }))).toThrow(/YYYY-MM-DD/);
    expect(() => planCalendar(input({ date: '28/11/2026' }))).toThrow(/YYYY-MM-DD/);
  });
});

describe('localTimeToInstant', () => {
  it('moves a wall time skipped by the spring change forward by the gap', () => {
    expect(localTimeToInstant('2026-03-29', 150, 'Europe/Paris').toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(localTimeToInstant('2026-03-08', 150, 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
  });

  it('takes the earlier of a wall time repeated by the autumn change', () => {
    expect(localTimeToInstant('2026-10-25', 150, 'Europe/Paris').toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(localTimeToInstant('2026-11-01', 90, 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('handles a zone with a half-hour offset and a time past midnight', () => {
    expect(localTimeToInstant('2026-11-28', 1200, 'Asia/Kolkata').toISOString()).toBe(
      '2026-11-28T14:30:00.000Z',
    );
    expect(localTimeToInstant('2026-12-31', 1440 + 60, 'Europe/Paris').toISOString()).toBe(
      '2027-01-01T00:00:00.000Z',
    );
  });
});

describe('timesFromSteps', () => {
  it('reads end times and durations in the languages plans are written in', () => {
    const steps = [
      step(0, { end_time: '9:30 PM', estimated_duration_at_location: '1 hour 30 minutes' }),
      step(1, { end_time: '22:00', estimated_duration_at_location: '20 minutes' }),
      step(2, { end_time: '22 h 45', estimated_duration_at_location: '30 minutes' }),
      step(3, { end_time: '23.30 Uhr', estimated_duration_at_location: '1 Stunde 30 Minuten' }),
    ];
    expect(timesFromSteps(steps)).toEqual([
      { start: 1200, end: 1290 },
      { start: 1300, end: 1320 },
      { start: 1335, end: 1365 },
      { start: 1320, end: 1410 },
    ]);
  });

  it('puts an end earlier than the previous one on the next day', () => {
    const steps = [
      step(0, { end_time: '11:30 PM', estimated_duration_at_location: '2 hours' }),
      step(1, { end_time: '00:45', estimated_duration_at_location: '45 minutes' }),
      step(2, { end_time: '2:00 AM', estimated_duration_at_location: '1 h' }),
    ];
    expect(timesFromSteps(steps)).toEqual([
      { start: 1290, end: 1410 },
      { start: 1440, end: 1485 },
      { start: 1500, end: 1560 },
    ]);
  });

  it('keeps a first stop that ends just after midnight on the plan day', () => {
    const steps = [step(0, { end_time: '00:30', estimated_duration_at_location: '1 hora y 30 minutos' })];
    expect(timesFromSteps(steps)).toEqual([{ start: 1380, end: 1470 }]);
  });

  it('gives up when any step cannot be read', () => {
    expect(timesFromSteps([step(0), step(1, { estimated_duration_at_location: 'a while' })])).toBeNull();
    expect(timesFromSteps([step(0, { end_time: 'after dinner' }), step(1)])).toBeNull();
  });
});

describe('parseClock', () => {
  it.each([
    ['21:30', 1290],
    ['9:30 PM', 1290],
    ['9:30 p.m.', 1290],
    ['9pm', 1260],
    ['12:15 AM', 15],
    ['12 PM', 720],
    ['21 h 30', 1290],
    ['21h', 1260],
    ['around 7:45 pm', 1185],
    ['24:00', 0],
  ])('reads %s', (text, minutes) => {
    expect(parseClock(text)).toBe(minutes);
  });

  it.each(['late', 'Ends at 9', '25:00', '21:75', '13 PM'])('refuses %s', (text) => {
    expect(parseClock(text)).toBeNull();
  });
});

describe('parseDurationMinutes', () => {
  it.each([
    ['1 hour 30 minutes', 90],
    ['90 minutes', 90],
    ['2 hours', 120],
    ['1 h 30', 90],
    ['1h30', 90],
    ['45 min', 45],
    ['1.5 hours', 90],
    ['1-2 hours', 60],
    ['1 Stunde 30 Minuten', 90],
    ['2 Std. 30 Min.', 150],
    ['1,5 Stunden', 90],
    ['1 hora y 30 minutos', 90],
    ['2 horas e 15 minutos', 135],
    ['1 heure 30', 90],
    ['1 h 05', 65],
    ['2 ore', 120],
    ['1 ora e 30 minuti', 90],
  ])('reads %s', (text, minutes) => {
    expect(parseDurationMinutes(text)).toBe(minutes);
  });

  it.each(['a while', '90', 'for 2 people', ''])('refuses %j', (text) => {
    expect(parseDurationMinutes(text)).toBeNull();
  });
});

describe('calendarFileName', () => {
  it.each([
    ['Romantic Evening in Paris', 'romantic-evening-in-paris.ics'],
    ['Crêpes & Café à Montréal!', 'crepes-cafe-a-montreal.ics'],
    ['  "Sunset"/../Picnic  ', 'sunset-picnic.ics'],
    ['東京の夜', 'date-plan.ics'],
    ['', 'date-plan.ics'],
  ])('turns %j into %s', (title, fileName) => {
    expect(calendarFileName(title)).toBe(fileName);
  });

  it('keeps the name to 60 characters before the extension, without a trailing dash', () => {
    const fileName = calendarFileName(`${'a'.repeat(59)} and more words after`);
    expect(fileName).toBe(`${'a'.repeat(59)}.ics`);
    expect(calendarFileName('word '.repeat(30)).length).toBeLessThanOrEqual(64);
  });
});
