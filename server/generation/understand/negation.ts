import { GENITIVES } from './list-words';
import type { Hit, MatchToken, PhraseIndex } from './matcher';
import { refusedSentences, withinRefused } from './refused-sentences';

/** Connectors that keep a list going inside a negation: "no bars, clubs or pubs". */
const LIST_CONNECTORS = new Set([
  'or',
  'nor',
  'and',
  'ni',
  'o',
  'u',
  'y',
  'e',
  'ou',
  'et',
  'oder',
  'und',
  'noch',
  'ne',
  'ed',
  'od',
]);
const STRONG_STOP = /[.!?;:()]/;
/** How far a cue reaches when nothing breaks it earlier, in words. */
const REACH = 8;
/** How far after a thing a cue that follows it ("nem pensar", "no thanks") still rules it out. */
const POST_REACH = 3;
/** The same when the thing is said with a name it is "of": "trilha da lagoinha do leste nem pensar". */
const NAMED_POST_REACH = 6;

/**
 * What one has never seen, been to or tried ("she's never seen the palace", "nunca hemos probado",
 * "jamais vu", "mai visto") is longed for, not ruled out. Past participles of the six languages, folded.
 */
const EXPERIENCED = new Set(
  `seen been visited tried done experienced watched ridden heard tasted
  visto ido estado probado visitado hecho conocido
  vu ete visite goute essaye fait connu
  provado experimentado conhecido
  gesehen gewesen besucht probiert
  stato stata stati visitato provato assaggiato`.split(/\s+/),
);
/** How many words may stand between a negation and the participle: "never actually seen", "nunca lo hemos probado". */
const PARTICIPLE_REACH = 3;

function notYetExperienced(tokens: MatchToken[], cueEnd: number): boolean {
  for (let index = cueEnd + 1; index <= cueEnd + PARTICIPLE_REACH && index < tokens.length; index += 1) {
    const token = tokens[index] as MatchToken;
    if (EXPERIENCED.has(token.word)) return true;
    if (/[,.!?;:]/.test(token.after)) return false;
  }
  return false;
}

export interface NegationCues {
  before: PhraseIndex<true>;
  after: PhraseIndex<true>;
  breakers: PhraseIndex<true>;
}

/**
 * Which item hits fall in a negation's scope. A cue ("no", "sin", "pas de", "kein") negates the
 * items that follow it up to a scope breaker ("but", "pero"), strong punctuation, a comma that does
 * not continue a list of negated items, or a word after an item that does not join a list; a
 * post-cue ("are out") negates the item just before.
 */
export function negatedItems(
  tokens: MatchToken[],
  items: Hit<unknown>[],
  cues: NegationCues,
  related: (first: number, second: number) => boolean = () => false,
): Set<number> {
  const negated = new Set<number>();
  const breakAt = new Set<number>();
  for (const hit of cues.breakers.findAll(tokens)) breakAt.add(hit.from);
  const itemAt = new Map<number, number>();
  items.forEach((item, index) => itemAt.set(item.from, index));

  for (const cue of cues.before.find(tokens)) {
    let budget = REACH;
    let position = cue.to + 1;
    // "No, we'd love a bar": a cue that ends its clause negates nothing.
    if (/[,.!?;:]/.test(tokens[cue.to]?.after ?? '')) continue;
    if (notYetExperienced(tokens, cue.to)) continue;
    while (position < tokens.length && budget > 0) {
      if (breakAt.has(position)) break;
      const itemIndex = itemAt.get(position);
      if (itemIndex !== undefined) {
        const item = items[itemIndex] as Hit<unknown>;
        negated.add(itemIndex);
        budget = REACH;
        position = item.to;
        const after = tokens[position]?.after ?? '';
        if (STRONG_STOP.test(after)) break;
        if (after.includes(',')) {
          // A comma continues the negation only when a listed item (or a connector and one) follows,
          // and an item after a bare comma only in a list that goes on to a connector ("no bars, clubs
          // or pubs") or of a kind with the one before ("no clubs, bars"): "no museums, dinner in
          // London" asks for the dinner.
          let next = position + 1;
          while (next < tokens.length && LIST_CONNECTORS.has((tokens[next] as MatchToken).word)) next += 1;
          const nextItem = itemAt.get(next);
          if (nextItem === undefined) break;
          const bare = next === position + 1;
          if (bare && !listClosesAhead(tokens, items, itemAt, next) && !related(itemIndex, nextItem)) break;
          position = next;
          continue;
        }
        // After a negated item only a list goes on ("no bars or loud clubs"); other words end the
        // scope, so "niente musei sabato sera cena" keeps the dinner.
        if (!LIST_CONNECTORS.has(tokens[position + 1]?.word ?? '')) break;
        position += 1;
        continue;
      }
      const after = tokens[position]?.after ?? '';
      if (STRONG_STOP.test(after) || after.includes(',')) break;
      position += 1;
      budget -= 1;
    }
  }

  negateAfterThings(tokens, items, cues, { negated, breakAt });
  return negated;
}

/** The connectors of a list of things ruled out: "no bars, clubs or pubs", "sin museos, iglesias ni tiendas". */
const OR_WORDS = new Set(['or', 'nor', 'ni', 'o', 'u', 'ou', 'oder', 'noch', 'ne', 'od']);

/**
 * Whether the items listed from `from` on, with commas, end with an "or" and one more item: "no
 * museums, dinner and a show" rules out the museums alone.
 */
function listClosesAhead(
  tokens: MatchToken[],
  items: Hit<unknown>[],
  itemAt: Map<number, number>,
  from: number,
): boolean {
  let position = from;
  for (let itemIndex = itemAt.get(position); itemIndex !== undefined; itemIndex = itemAt.get(position)) {
    const end = (items[itemIndex] as Hit<unknown>).to;
    const after = tokens[end]?.after ?? '';
    if (STRONG_STOP.test(after)) return false;
    if (LIST_CONNECTORS.has(tokens[end + 1]?.word ?? ''))
      return OR_WORDS.has(tokens[end + 1]?.word ?? '') && itemAt.has(end + 2);
    if (!after.includes(',')) return false;
    position = end + 1;
  }
  return false;
}

/** Negations said after a thing: a bare "no", a refused sentence, a post-cue ("are out"). */
function negateAfterThings(
  tokens: MatchToken[],
  items: Hit<unknown>[],
  cues: NegationCues,
  { negated, breakAt }: { negated: Set<number>; breakAt: Set<number> },
) {
  // "Mezcal no, que no tomamos", "discoteca no": a bare no right after a thing, ending the clause; or
  // answering it asked ("francesinha? não, isso é do porto").
  const BARE_NO = new Set(['no', 'non', 'nao', 'nein', 'pas', 'nope']);
  items.forEach((item, index) => {
    const next = tokens[item.to + 1];
    const asked = (tokens[item.to]?.after ?? '').trim().startsWith('?');
    if (!next || !BARE_NO.has(next.word) || (/[.!?;:]/.test(tokens[item.to]?.after ?? '') && !asked)) return;
    if (/[,.!?;:]/.test(next.after) || item.to + 2 >= tokens.length) negated.add(index);
  });
  // "…en el teleférico, pero le tiene pánico a las alturas, así que eso no": the whole thought is refused.
  const refused = refusedSentences(tokens);
  items.forEach((item, index) => {
    const [first, last] = [tokens[item.from], tokens[item.to]];
    if (first && last && withinRefused(refused, first.start, last.end)) negated.add(index);
  });
  const postCues = cues.after.findAll(tokens);
  items.forEach((item, index) => {
    if (STRONG_STOP.test(tokens[item.to]?.after ?? '')) return;
    // "trilha da lagoinha do leste nem pensar": the name a thing is "of" stands between it and the cue.
    const reach = GENITIVES.has(tokens[item.to + 1]?.word ?? '') ? NAMED_POST_REACH : POST_REACH;
    const post = postCues.find((cue) => cue.from > item.to && cue.from - item.to <= reach);
    if (!post) return;
    for (let position = item.to + 1; position < post.from; position += 1) if (breakAt.has(position)) return;
    negated.add(index);
  });
}
