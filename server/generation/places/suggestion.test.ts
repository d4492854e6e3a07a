import { describe, expect, it } from 'vitest';
import type { Draft } from '../draft';
import { createOfflineEngine } from '../engines/offline-engine';
import { KIND_NAMES } from '../kinds/names/all-names';
import { planOffline } from '../pipeline';
import type { Constraint, Language } from '../request';
import { isRefusal } from '../understand/understand';
import { isKindOfVenue, lookForTip, markSuggestions, suggestionTip, whyHere } from './suggestion';
import type { Venue } from './venue';

describe('a stop that is a kind of place, offline', () => {
  it('says plainly it is a suggestion of a kind, in its description and first in its tips', async () => {
    const { plan, draft } = await createOfflineEngine({ delayMs: 0 }).generate(
      { query: 'Coffee and a walk in Coimbra', preferences: {} },
      () => undefined,
    );
    if (!draft) throw new Error('no draft');
    const index = draft.stops.findIndex((stop) => stop.kind === 'cafe');
    const cafe = plan.steps[index]!;
    expect(cafe.to_location_phone_number).toBeNull();
    expect(cafe.notes_or_tips).toMatch(
      /^Pick any café you like in [^:]+: this stop is a kind of place, not a booking, and its map link lists those nearby\./,
    );
    expect(cafe.description).toContain('this stop is a kind of place, not a booking');
    // A walk is no venue: it is not dressed up as a place to book, nor told to pick one.
    const walk = plan.steps[draft.stops.findIndex((stop) => stop.kind !== 'cafe')]!;
    expect(walk.notes_or_tips).not.toMatch(/^Pick any/);
  });

  it('says it in a French plan’s own words', async () => {
    const { plan, draft } = await createOfflineEngine({ delayMs: 0 }).generate(
      { query: 'Un café et une promenade à Coimbra', preferences: {} },
      () => undefined,
    );
    if (!draft) throw new Error('no draft');
    expect(plan.steps.every((step) => !step.notes_or_tips.includes('Pick any'))).toBe(true);
    const cafe = plan.steps[draft.stops.findIndex((stop) => stop.kind === 'cafe')]!;
    expect(cafe.notes_or_tips).toMatch(/^Choisissez un café qui vous plaît à [^:]+ : cette étape/);
  });
});

/** planOffline end to end, then what the offline engine does to its plan. */
function offlinePlan(text: string) {
  const result = planOffline(text, { now: new Date('2026-11-26T12:00:00Z') });
  if (isRefusal(result)) throw new Error(`refused: ${text}`);
  return { draft: result.draft, plan: markSuggestions(result.plan, result.draft) };
}

function kindStep(text: string, language: string) {
  const { draft, plan } = offlinePlan(text);
  expect(draft.language).toBe(language);
  const index = draft.stops.findIndex((stop) => isKindOfVenue(stop));
  expect(index).toBeGreaterThanOrEqual(0);
  return { stop: draft.stops[index]!, step: plan.steps[index]!, draft };
}

describe('a kind-of-place stop in the plan’s language, through planOffline', () => {
  it('reads Spanish, with the kind’s own article', () => {
    const { stop, step } = kindStep('Una cena vegana y un paseo en Valencia', 'es');
    const noun = KIND_NAMES.es[stop.kind].noun;
    expect(step.notes_or_tips).toMatch(
      new RegExp(`^Elige ${noun} que te guste en [^:]+: esta parada es un tipo de lugar, no una reserva`),
    );
    expect(step.description).toContain('esta parada es un tipo de lugar');
    expect(step.notes_or_tips).not.toMatch(/Pick any|\{|\bundefined\b/);
  });

  it('reads German, the kind’s noun in the nominative', () => {
    const { stop, step } = kindStep('Ein Abendessen in Graz', 'de');
    const noun = KIND_NAMES.de[stop.kind].noun;
    expect(step.notes_or_tips).toMatch(
      new RegExp(`^Vorschlag: ${noun} in [^.]+ nach eurer Wahl\\. Dieser Halt ist eine Art von Ort`),
    );
    expect(step.notes_or_tips).not.toMatch(/Pick any|\{|\bundefined\b/);
  });
});

describe('every language’s sentences', () => {
  const { draft } = offlinePlan('Coffee and a walk in Coimbra');
  const cafe = draft.stops.find((stop) => isKindOfVenue(stop))!;
  const at = (language: Language, constraints: Constraint[] = []): Draft => ({
    ...draft,
    language,
    request: { ...draft.request, constraints },
  });
  const dinner = { ...cafe, kind: 'dinner' as const, area: 'Baixa', start: 19 * 60 + 30 };
  const venue: Venue = {
    name: 'Horta',
    address: null,
    website: null,
    phone: null,
    openingHours: null,
    wheelchair: 'yes',
    lat: 0,
    lon: 0,
    osmId: 'node/1',
    fits: ['vegan', 'step-free', 'serves ramen'],
    openUntil: 23 * 60,
  };

  it.each([
    [
      'en',
      'Pick any restaurant you like in Baixa: this stop is a kind of place, not a booking, and its map link lists those nearby.',
    ],
    [
      'es',
      'Elige un restaurante que te guste en Baixa: esta parada es un tipo de lugar, no una reserva, y el enlace del mapa muestra los sitios cercanos.',
    ],
    [
      'fr',
      'Choisissez un restaurant qui vous plaît à Baixa : cette étape est un type de lieu, pas une réservation, et son lien de carte affiche les adresses proches.',
    ],
    [
      'pt',
      'Escolham um restaurante de que gostem na Baixa: esta etapa é um tipo de lugar, não uma reserva, e o link do mapa mostra os locais próximos.',
    ],
    [
      'de',
      'Vorschlag: ein Restaurant in Baixa nach eurer Wahl. Dieser Halt ist eine Art von Ort, keine Buchung; der Kartenlink zeigt solche Orte in der Nähe.',
    ],
    [
      'it',
      'Scegliete un ristorante che vi piace a Baixa: questa tappa è un tipo di luogo, non una prenotazione, e il link della mappa mostra i locali vicini.',
    ],
  ] as const)('says a %s stop is a suggestion of a kind', (language, sentence) => {
    expect(suggestionTip(dinner, at(language))).toBe(sentence);
  });

  it.each([
    ['en', 'Look for a vegan step-free restaurant that is not a bar open at 7:30 PM in Baixa:'],
    [
      'es',
      'Busca un restaurante, con opciones veganas, sin escalones, que no sea un bar, en Baixa, para 19:30:',
    ],
    [
      'fr',
      'Cherchez un restaurant, avec une offre végane, sans marches, qui ne soit pas un bar, à Baixa, pour 19:30 :',
    ],
    [
      'pt',
      'Procurem um restaurante, com opções veganas, sem degraus, que não seja um bar, na Baixa, para 19:30:',
    ],
    [
      'de',
      'Gesucht: ein Restaurant, veganes Angebot, stufenlos zugänglich, keine Bar, in Baixa, für 19:30 Uhr.',
    ],
    [
      'it',
      'Cercate un ristorante, con opzioni vegane, senza gradini, che non sia un bar, a Baixa, per 19:30:',
    ],
  ] as const)('says in %s what to look for, with the 24-hour clock outside English', (language, start) => {
    expect(lookForTip(dinner, at(language, ['vegan', 'step_free', 'no_alcohol']))).toContain(start);
  });

  it.each([
    ['en', 'Why here: vegan, step-free, serves ramen, open until 11:00 PM, 1.2 km from the previous stop.'],
    [
      'es',
      'Por qué aquí: con opciones veganas, sin escalones, sirve ramen, abre hasta las 23:00, a 1,2 km de la parada anterior.',
    ],
    [
      'fr',
      'Pourquoi ici : avec une offre végane, sans marches, sert ramen, ouvre jusqu’à 23:00, à 1,2 km de l’étape précédente.',
    ],
    [
      'pt',
      'Porquê aqui: com opções veganas, sem degraus, serve ramen, funciona até às 23:00, a 1,2 km da etapa anterior.',
    ],
    [
      'de',
      'Warum hier: veganes Angebot, stufenlos zugänglich, Küche: ramen, geöffnet bis 23:00 Uhr, 1,2 km vom vorigen Halt.',
    ],
    [
      'it',
      'Perché qui: con opzioni vegane, senza gradini, cucina ramen, aperto fino alle 23:00, a 1,2 km dalla tappa precedente.',
    ],
  ] as const)('says in %s why a venue was chosen, in its number format', (language, sentence) => {
    expect(whyHere(venue, 1180, at(language))).toBe(sentence);
  });

  it('counts one o’clock in the singular', () => {
    const late = { ...venue, fits: [], openUntil: 25 * 60 };
    expect(whyHere(late, null, at('es'))).toBe('Por qué aquí: abre hasta la 01:00.');
    expect(whyHere(late, null, at('it'))).toBe('Perché qui: aperto fino all’01:00.');
  });

  it('contracts French articles when the stop names no area', () => {
    const anywhere = { ...dinner, area: null };
    const city = { ...at('fr'), grounded: { ...draft.grounded, cityName: null } };
    expect(suggestionTip(anywhere, city)).toContain('qui vous plaît dans le quartier :');
  });
});
