import { describe, expect, it } from 'vitest';
import { familyOf } from '../kinds/kind-ids';
import { KIND_CATALOG } from '../kinds/catalog';
import { plannedFor } from './compose-test-helpers';

const planned = plannedFor;

describe('the asked-for part of the day is the plan’s frame', () => {
  it.each([
    ['a morning in Vienna on Saturday', 8 * 60, 12 * 60],
    ['an afternoon in Rome on Saturday', 12 * 60, 18 * 60],
    ['a cosy evening in Bath on Saturday', 17 * 60, 23 * 60],
  ])('%s stays inside its part of the day', (text, from, to) => {
    const { draft } = planned(text);
    expect(draft.stops[0]!.start).toBeGreaterThanOrEqual(from - 30);
    expect(draft.stops.at(-1)!.end).toBeLessThanOrEqual(to + 30);
  });

  it('has at least three stops in an evening, and no wait over 45 minutes', () => {
    const { draft } = planned('an evening in Lisbon on Saturday');
    expect(draft.stops.length).toBeGreaterThanOrEqual(3);
    draft.stops.slice(1).forEach((stop, index) => {
      expect(stop.start - draft.stops[index]!.end - stop.travelMinutes).toBeLessThanOrEqual(45);
    });
  });

  it('puts dessert after dinner unless asked', () => {
    for (const text of [
      'Budapest, Therme am Nachmittag und Abendessen',
      'an evening in Florence with dinner',
    ]) {
      const stops = planned(text).draft.stops;
      const dinner = stops.findIndex(
        (stop) => KIND_CATALOG[stop.kind].meal === 'dinner' || familyOf(stop.kind) === 'meal',
      );
      const sweet = stops.findIndex((stop) => familyOf(stop.kind) === 'sweet' && !stop.requested);
      if (dinner >= 0 && sweet >= 0) expect(sweet, text).toBeGreaterThan(dinner);
    }
  });

  it('uses a stated budget: a proposal dinner with €300 for two is at the top standing', () => {
    const { draft } = planned('Valentine’s proposal dinner in Paris, we have €300');
    const total = draft.stops.reduce((sum, stop) => sum + stop.cost[1], 0) * draft.request.people;
    expect(total).toBeLessThanOrEqual(300);
    expect(total).toBeGreaterThanOrEqual(180);
  });

  it('walks only short distances and rides out of town', () => {
    for (const text of [
      'museums and dinner in Paris on Saturday',
      'a day in Lisbon with Sintra on Saturday',
    ]) {
      for (const stop of planned(text).draft.stops.slice(1))
        if (stop.mode === 'walk') expect(stop.travelMinutes, text).toBeLessThanOrEqual(30);
    }
  });
});

describe('lunchtime is its own frame, around the local lunch, with a meal in it', () => {
  it.each([
    ['a lunch date in Vienna on Saturday', 'en'],
    ['un almuerzo en Sevilla el sábado', 'es'],
    ['déjeuner en amoureux à midi à Lyon samedi', 'fr'],
    ['almoço em Lisboa no sábado', 'pt'],
    ['zum Mittagessen in München am Samstag', 'de'],
    ['a pranzo a Bologna sabato', 'it'],
  ])('%s (%s)', (text) => {
    const { request, draft, grounded } = planned(text);
    expect(request.time.dayPart).toBe('lunchtime');
    const lunch = grounded.meals.lunch;
    expect(draft.stops[0]!.start).toBeGreaterThanOrEqual(lunch - 90 - 30);
    expect(draft.stops.at(-1)!.end).toBeLessThanOrEqual(lunch + 90 + 30);
    expect(draft.stops.some((stop) => KIND_CATALOG[stop.kind].meal)).toBe(true);
  });

  it('a lunch beside a dinner is no lunchtime date', () => {
    expect(planned('lunch, a museum and dinner in Vienna').request.time.dayPart).not.toBe('lunchtime');
  });
});

describe('a morning runs on to lunch, and stays shrink before wishes go', () => {
  it.each([
    'Sábado de manhã no Porto: passear pela Ribeira, Torre dos Clérigos, um café',
    'Sábado de manhã em Lisboa: passear pelo Chiado, o Castelo de São Jorge e um café',
    'sabato in mattinata a Firenze: una passeggiata in Oltrarno, il Duomo e un caffè',
    'Saturday morning in Edinburgh: a stroll round the Old Town, the castle and a coffee',
    'el sábado por la mañana en Sevilla: un paseo por Triana, la Giralda y un café',
  ])('%s keeps every wish inside the morning', (text) => {
    const { draft } = planned(text);
    expect(draft.stops.length, text).toBeGreaterThanOrEqual(3);
    expect(draft.stops[0]!.start).toBeGreaterThanOrEqual(8 * 60 - 30);
    expect(draft.stops.at(-1)!.end).toBeLessThanOrEqual(12 * 60 + 30);
    expect(draft.findings.filter((finding) => finding.type.endsWith('_dropped'))).toEqual([]);
  });

  it('does not read a neighbourhood of the city as a town of the same name far away', () => {
    // Porto's Ribeira and the Galician town of Ribeira: the city's own guide knows the first.
    const { draft } = planned('Sábado de manhã no Porto: passear pela Ribeira e um café');
    expect(draft.request.outOfTown ?? []).toEqual([]);
    expect(draft.stops.every((stop) => stop.end - stop.start <= 90)).toBe(true);
  });
});

describe('a dish of no set hour is eaten inside the asked-for part of the day', () => {
  it.each([
    'Saturday afternoon in Lima: the Larco museum and then ceviche',
    'sábado por la tarde en Ciudad de México: el Museo Frida Kahlo y unos tacos',
    'samedi après-midi à Marseille : le Mucem puis une bouillabaisse',
    'domenica pomeriggio a Napoli: il Museo Archeologico e poi una pizza',
  ])('%s keeps the meal and ends in the afternoon', (text) => {
    const { draft } = planned(text);
    expect(draft.stops.some((stop) => familyOf(stop.kind) === 'meal' || KIND_CATALOG[stop.kind].meal)).toBe(
      true,
    );
    expect(draft.stops.at(-1)!.end).toBeLessThanOrEqual(18 * 60 + 30);
  });

  it('lets a wish that opens only after the frame take the frame with it, rather than cut it to nothing', () => {
    const { draft } = planned('coimbra terça à tarde, fado e um passeio pela Baixa');
    const fado = draft.stops.find((stop) => stop.kind === 'fado');
    expect(fado).toBeDefined();
    expect(fado!.end - fado!.start).toBeGreaterThanOrEqual(45);
  });
});

describe('a lunchtime date has lunch, however short', () => {
  it.each([
    'A quick lunchtime date in London on Wednesday, something nice near the office',
    'una comida rápida al mediodía en Madrid el miércoles',
    'Zürich, Mittwoch Mittag, nur 1 Std Pause, etwas Schönes',
    'pausa pranzo veloce a Milano giovedì',
  ])('%s', (text) => {
    const { draft } = planned(text);
    expect(draft.stops.some((stop) => KIND_CATALOG[stop.kind].meal || familyOf(stop.kind) === 'meal')).toBe(
      true,
    );
  });
});

describe('a dish said as dinner in an afternoon date is had at dinner time', () => {
  it.each([
    'Primeiro encontro no Porto, sábado à tarde. Um café, passear pela Ribeira e jantar francesinha.',
    'Saturday afternoon in Porto: a coffee, a walk by the river and francesinha for dinner',
  ])('%s', (text) => {
    const { draft } = planned(text);
    const dish = draft.stops.find((stop) => stop.kind === 'portuguese');
    expect(dish?.start).toBeGreaterThanOrEqual(draft.grounded.meals.dinner - 60);
    // Nothing asked for is dropped to keep the dish inside the afternoon.
    expect(draft.findings.filter((finding) => finding.type === 'kind_dropped')).toEqual([]);
  });
});

describe('what is said after a late local dinner follows it', () => {
  it('keeps tango "a la noche" after a Buenos Aires dinner, past midnight, with nothing dropped', () => {
    const { draft, plan } = planned(
      'Quiero sorprender a mi novio en Buenos Aires el sábado: empanadas, un paseo por San Telmo y tango a la noche.',
    );
    expect(draft.stops.map((stop) => stop.kind)).toContain('tango');
    expect(draft.findings.filter((finding) => finding.type === 'kind_dropped')).toEqual([]);
    // The plan runs past the evening for what was asked, and the first tips say so.
    expect(plan.general_date_tips[0]).toMatch(/milonga/iu);
  });
});

describe('a whole day told from its lunch or brunch opens with it', () => {
  it.each([
    'Sábado em Lisboa com a minha namorada: almoço de sardinhas, um passeio ao longo do Tejo e à noite fado em Alfama',
    'Wir wollen am Sonntag in Hamburg brunchen, danach an die Elbe spazieren und abends ins Musical.',
  ])('%s', (text) => {
    const { draft } = planned(text);
    const first = draft.stops[0];
    expect(first?.requested).toBe(true);
    expect(['lunch', 'brunch']).toContain(first?.meal ?? KIND_CATALOG[first!.kind].meal);
  });
});
