import type { KindId } from '../kinds/kind-ids';
import type { Span, WantedKind } from '../request';

/**
 * What a serving holds, by the serving's word, in the six languages: "a glass of", "una copa de",
 * "un verre de", "un bicchiere di", "um copo de", "ein Glas"; a tasting, a cup and a plate likewise.
 */
const SERVINGS: [host: KindId, words: string][] = [
  [
    'wine_tasting',
    'tasting tastings degustación degustacion cata dégustation degustation degustazione degustação degustacao prova Verkostung Weinprobe',
  ],
  [
    'bar',
    'glass glasses bottle bottles pint pints flight copa copas vaso vasos botella verre verres bouteille coupe bicchiere bicchieri calice bottiglia copo copos taça taca garrafa Glas Gläschen Flasche',
  ],
  ['cafe', 'cup cups mug taza tasse tazza chávena xícara xicara Tasse Kännchen'],
  [
    'restaurant',
    'plate plates bowl bowls plato tazón assiette bol piatto ciotola prato tigela Teller Schüssel',
  ],
];

const words = (list: string) => list.split(/\s+/).join('|');
/** The serving, its "of" and an article, right before a name: "degustazione di Vernaccia", "ein Glas Riesling". */
const BEFORE_NAME = new Map(
  SERVINGS.map(([host, list]) => [
    host,
    new RegExp(
      String.raw`(?<![\p{L}])(?:${words(list)})\s+(?:(?:of|de|d['’]|di|del|della|dello|da|do|du|des)\s*)?(?:(?:the|la|le|l['’]|il|el|lo|o|a|un|une|una|um|uma)\s+)?$`,
      'iu',
    ),
  ]),
);

/** The serving right before a name: the kind that hosts it and where its words begin; null for none. */
export function servingBefore(text: string, span: Span): { host: KindId; start: number } | null {
  const from = Math.max(0, span.start - 40);
  const before = text.slice(from, span.start);
  for (const [host, pattern] of BEFORE_NAME) {
    const match = pattern.exec(before);
    if (match) return { host, start: from + match.index };
  }
  return null;
}

/**
 * "Degustazione di Vernaccia", "a glass of Barolo", "une dégustation de Chablis": a name right after a
 * serving is what is served, whatever town shares it. The wish that is the serving ("degustazione")
 * takes the name into its words; with none, the serving is a wish of its own, hosted by its kind.
 */
export function servedNames(text: string, wanted: WantedKind[], served: Span[]): WantedKind[] {
  const out = [...wanted];
  for (const name of served) {
    const serving = servingBefore(text, name);
    if (!serving) continue;
    // The wish that is the serving itself ("degustazione", a lexicon's tasting) holds the name.
    const holder = out.findIndex((wish) => wish.span.start < name.start && wish.span.end > serving.start);
    const start = Math.min(serving.start, out[holder]?.span.start ?? serving.start);
    const span = { text: text.slice(start, name.end), start, end: name.end };
    if (holder >= 0) out[holder] = { ...(out[holder] as WantedKind), span };
    else out.push({ kind: serving.host, span, open: serving.host === 'restaurant' ? 'eat' : 'drink' });
  }
  return out.sort((a, b) => a.span.start - b.span.start);
}
