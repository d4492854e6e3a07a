import type { Language } from '../request';

/**
 * The words a kind-of-place stop and a chosen venue use about themselves, per language. Each sentence
 * takes the kind's noun with its own article from the kind names ("una cafetería", "ein Café"), so
 * sentences are built where that noun stands alone or as a direct object, and no adjective has to agree
 * with a gender the sentence cannot know.
 */
export interface SuggestionWords {
  locale: string;
  clock: '12h' | '24h';
  /** "in Chiado", "à Chiado", or the area itself when the stop names none. */
  inWhere(where: string | null): string;
  /** "Pick any café you like in Chiado: …" */
  pick(noun: string, inWhere: string): string;
  /** "Look for a vegan café that is not a bar open at 7:30 PM in Chiado: …"; needs are phrases. */
  lookFor(noun: string, needs: string[], time: string, inWhere: string): string;
  /** A diet asked for, or a venue's fit ("vegan", "step-free", "not a bar"). */
  fit: Record<string, string>;
  /** "serves ramen" with the venue's own cuisine tag. */
  serves(cuisine: string): string;
  openUntil(time: string, hour: number): string;
  fromPrevious(distance: string): string;
  whyHere(reasons: string): string;
}

/** "a la 1:00" but "a las 19:30": Romance languages count one o'clock in the singular. */
const one = (hour: number, singular: string, plural: string) => (hour === 1 ? singular : plural);

const EN: SuggestionWords = {
  locale: 'en',
  clock: '12h',
  inWhere: (where) => (where ? `in ${where}` : 'in the area'),
  pick: (noun, inWhere) =>
    `Pick any ${noun.replace(/^(a|an) /, '')} you like ${inWhere}: this stop is a kind of place, not a booking, and its map link lists those nearby.`,
  lookFor: (noun, needs, time, inWhere) => {
    const adjectives = needs.filter((need) => !need.startsWith('that '));
    const clauses = needs.filter((need) => need.startsWith('that '));
    const what = [...adjectives, noun.replace(/^(a|an) /, '')].join(' ');
    const article = /^[aeiou]/i.test(what) ? 'an' : 'a';
    const alcohol = clauses.length ? ` ${clauses.join(' ')}` : '';
    return `Look for ${article} ${what}${alcohol} open at ${time} ${inWhere}: the map link lists those nearby; check its hours before you go.`;
  },
  fit: {
    vegetarian: 'vegetarian',
    vegan: 'vegan',
    halal: 'halal',
    kosher: 'kosher',
    gluten_free: 'gluten-free',
    step_free: 'step-free',
    no_alcohol: 'that is not a bar',
    not_a_bar: 'not a bar',
  },
  serves: (cuisine) => `serves ${cuisine}`,
  openUntil: (time) => `open until ${time}`,
  fromPrevious: (distance) => `${distance} from the previous stop`,
  whyHere: (reasons) => `Why here: ${reasons}.`,
};

const ES: SuggestionWords = {
  locale: 'es',
  clock: '24h',
  inWhere: (where) => (where ? `en ${where}` : 'en la zona'),
  pick: (noun, inWhere) =>
    `Elige ${noun} que te guste ${inWhere}: esta parada es un tipo de lugar, no una reserva, y el enlace del mapa muestra los sitios cercanos.`,
  lookFor: (noun, needs, time, inWhere) =>
    `Busca ${[noun, ...needs].join(', ')}, ${inWhere}, para ${time}: el enlace del mapa muestra los sitios cercanos; consulta el horario antes de ir.`,
  fit: {
    vegetarian: 'con opciones vegetarianas',
    vegan: 'con opciones veganas',
    halal: 'con comida halal',
    kosher: 'con comida kosher',
    gluten_free: 'con opciones sin gluten',
    step_free: 'sin escalones',
    no_alcohol: 'que no sea un bar',
    not_a_bar: 'no es un bar',
  },
  serves: (cuisine) => `sirve ${cuisine}`,
  openUntil: (time, hour) => `abre hasta ${one(hour, 'la', 'las')} ${time}`,
  fromPrevious: (distance) => `a ${distance} de la parada anterior`,
  whyHere: (reasons) => `Por qué aquí: ${reasons}.`,
};

const FR: SuggestionWords = {
  locale: 'fr',
  clock: '24h',
  inWhere: (where) => (where ? `à ${where}` : 'dans le quartier'),
  pick: (noun, inWhere) =>
    `Choisissez ${noun} qui vous plaît ${inWhere} : cette étape est un type de lieu, pas une réservation, et son lien de carte affiche les adresses proches.`,
  lookFor: (noun, needs, time, inWhere) =>
    `Cherchez ${[noun, ...needs].join(', ')}, ${inWhere}, pour ${time} : le lien de carte affiche les adresses proches ; vérifiez les horaires avant d’y aller.`,
  fit: {
    vegetarian: 'avec une offre végétarienne',
    vegan: 'avec une offre végane',
    halal: 'avec une offre halal',
    kosher: 'avec une offre casher',
    gluten_free: 'avec une offre sans gluten',
    step_free: 'sans marches',
    no_alcohol: 'qui ne soit pas un bar',
    not_a_bar: 'pas un bar',
  },
  serves: (cuisine) => `sert ${cuisine}`,
  openUntil: (time) => `ouvre jusqu’à ${time}`,
  fromPrevious: (distance) => `à ${distance} de l’étape précédente`,
  whyHere: (reasons) => `Pourquoi ici : ${reasons}.`,
};

const PT: SuggestionWords = {
  locale: 'pt',
  clock: '24h',
  inWhere: (where) => (where ? `em ${where}` : 'na zona'),
  pick: (noun, inWhere) =>
    `Escolham ${noun} de que gostem ${inWhere}: esta etapa é um tipo de lugar, não uma reserva, e o link do mapa mostra os locais próximos.`,
  lookFor: (noun, needs, time, inWhere) =>
    `Procurem ${[noun, ...needs].join(', ')}, ${inWhere}, para ${time}: o link do mapa mostra os locais próximos; confirmem o horário antes de ir.`,
  fit: {
    vegetarian: 'com opções vegetarianas',
    vegan: 'com opções veganas',
    halal: 'com comida halal',
    kosher: 'com comida kosher',
    gluten_free: 'com opções sem glúten',
    step_free: 'sem degraus',
    no_alcohol: 'que não seja um bar',
    not_a_bar: 'não é um bar',
  },
  serves: (cuisine) => `serve ${cuisine}`,
  openUntil: (time, hour) => `funciona até ${one(hour, 'à', 'às')} ${time}`,
  fromPrevious: (distance) => `a ${distance} da etapa anterior`,
  whyHere: (reasons) => `Porquê aqui: ${reasons}.`,
};

const DE: SuggestionWords = {
  locale: 'de',
  clock: '24h',
  inWhere: (where) => (where ? `in ${where}` : 'in der Nähe'),
  pick: (noun, inWhere) =>
    `Vorschlag: ${noun} ${inWhere} nach eurer Wahl. Dieser Halt ist eine Art von Ort, keine Buchung; der Kartenlink zeigt solche Orte in der Nähe.`,
  lookFor: (noun, needs, time, inWhere) =>
    `Gesucht: ${[noun, ...needs].join(', ')}, ${inWhere}, für ${time} Uhr. Der Kartenlink zeigt Orte in der Nähe; prüft vorher die Öffnungszeiten.`,
  fit: {
    vegetarian: 'vegetarisches Angebot',
    vegan: 'veganes Angebot',
    halal: 'halal',
    kosher: 'koscher',
    gluten_free: 'glutenfreies Angebot',
    step_free: 'stufenlos zugänglich',
    no_alcohol: 'keine Bar',
    not_a_bar: 'keine Bar',
  },
  serves: (cuisine) => `Küche: ${cuisine}`,
  openUntil: (time) => `geöffnet bis ${time} Uhr`,
  fromPrevious: (distance) => `${distance} vom vorigen Halt`,
  whyHere: (reasons) => `Warum hier: ${reasons}.`,
};

const IT: SuggestionWords = {
  locale: 'it',
  clock: '24h',
  inWhere: (where) => (where ? `a ${where}` : 'in zona'),
  pick: (noun, inWhere) =>
    `Scegliete ${noun} che vi piace ${inWhere}: questa tappa è un tipo di luogo, non una prenotazione, e il link della mappa mostra i locali vicini.`,
  lookFor: (noun, needs, time, inWhere) =>
    `Cercate ${[noun, ...needs].join(', ')}, ${inWhere}, per ${time}: il link della mappa mostra i locali vicini; controllate gli orari prima di andare.`,
  fit: {
    vegetarian: 'con opzioni vegetariane',
    vegan: 'con opzioni vegane',
    halal: 'con cucina halal',
    kosher: 'con cucina kosher',
    gluten_free: 'con opzioni senza glutine',
    step_free: 'senza gradini',
    no_alcohol: 'che non sia un bar',
    not_a_bar: 'non è un bar',
  },
  serves: (cuisine) => `cucina ${cuisine}`,
  openUntil: (time, hour) => `aperto fino ${one(hour, 'all’', 'alle ')}${time}`,
  fromPrevious: (distance) => `a ${distance} dalla tappa precedente`,
  whyHere: (reasons) => `Perché qui: ${reasons}.`,
};

export const SUGGESTION_WORDS: Record<Language, SuggestionWords> = {
  en: EN,
  es: ES,
  fr: FR,
  pt: PT,
  de: DE,
  it: IT,
};
