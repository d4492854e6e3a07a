import type { Language, Span } from '../request';
import { fold } from './text';

/**
 * When something happened before the date (global: every one in a text is read), in the six languages: "last week", "la semana pasada",
 * "l'an dernier", "ano passado", "letztes Jahr", "l'anno scorso", "yesterday", "two years ago".
 */
const PAST: Record<Language, RegExp> = {
  en: /\b(?:last\s+(?:week|weekend|month|year|night|time|summer|winter|spring|autumn|fall|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|yesterday|ago)\b/g,
  es: /\b(?:(?:semana|ano|mes|fin\s+de\s+semana|vez|verano|invierno)\s+pasad[oa]|ayer|hace\s+(?:\S+\s+)?(?:dias|semanas|meses|anos))\b/g,
  fr: /\b(?:(?:semaine|an|annee|mois|week-end|fois|ete|hiver)\s+derni(?:er|ere)|hier|il\s+y\s+a\s+(?:\S+\s+)?(?:jours|semaines|mois|ans))\b/g,
  pt: /\b(?:(?:semana|ano|mes|fim\s+de\s+semana|vez|verao|inverno)\s+passad[oa]|ontem|ha\s+(?:\S+\s+)?(?:dias|semanas|meses|anos))\b/g,
  de: /\b(?:letzte[nsr]?\s+(?:woche|jahr|monat|wochenende|mal|sommer|winter)|gestern|vor\s+(?:\S+\s+)?(?:tagen|wochen|monaten|jahren))\b/g,
  it: /\b(?:(?:settimana|anno|mese|weekend|volta|estate|inverno)\s+scors[oa]|ieri|(?:\S+\s+)?(?:giorni|settimane|mesi|anni)\s+fa)\b/g,
};

/** "Do it again", "otra vez", "encore une fois", "wieder", "di nuovo", "de novo": the past is wished again. */
const AGAIN =
  /\b(?:again|otra\s+vez|de\s+nuevo|encore|de\s+nouveau|wieder|nochmal|di\s+nuovo|ancora|de\s+novo|outra\s+vez)\b/;

/** How far from its time a thing said in the past may be, in characters, within its clause. */
const REACH = 30;

/** A turn from the story to the plan: "but", "this time", "now", "pero", "mais", "aber", "ma", "mas". */
const TURN =
  /\b(?:but|this\s+time|now|pero|ahora|esta\s+vez|mais|maintenant|cette\s+fois|aber|jetzt|diesmal|ma|ora|stavolta|questa\s+volta|mas|agora|desta\s+vez)\b/g;

/**
 * "I ruined her birthday dinner last week", "fuimos a un concierto el año pasado", "last time we had
 * pizza": what happened before the date is the story around it, not a stop to plan. The words near a
 * time in the past, in its clause and up to a turn back to the plan ("but this time…"), are that
 * story; nothing in them is a wish, unless the person wants it again ("do it again").
 */
export function pastSpans(text: string, language: Language): Span[] {
  const folded = fold(text);
  if (AGAIN.test(folded)) return [];
  return [...folded.matchAll(PAST[language])].map((match) => {
    const at = match.index;
    let start = Math.max(0, at - REACH);
    let end = Math.min(folded.length, at + match[0].length + REACH);
    const before = folded.slice(start, at);
    const after = folded.slice(at + match[0].length, end);
    const lastBreak = Math.max(before.search(/[^.;!?,\n]*$/), lastTurnEnd(before));
    start += lastBreak;
    const nextBreak = after.search(/[.;!?,\n]|\b(?:but|pero|mais|aber|ma|mas)\b/);
    if (nextBreak >= 0) end = at + match[0].length + nextBreak;
    return { text: text.slice(start, end), start, end };
  });
}

/** Where the last turn back to the plan ends in a text, or 0. */
function lastTurnEnd(text: string): number {
  let end = 0;
  for (const match of text.matchAll(TURN)) end = match.index + match[0].length;
  return end;
}
