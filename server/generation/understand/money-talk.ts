import type { BudgetLevel } from '../request';
import { fold } from './text';

/**
 * How much money people say they have, in words rather than amounts: a word for money beside a word
 * of little or of plenty ("grana curta", "kaum Geld", "budget alto", "Budget egal"), spending said
 * with a negation or a permission ("sin gastar mucho", "si può spendere"), and the few words that
 * mean "out of money" on their own. One reading of the shape, not a list of every phrase.
 */

/** Words for money and budget in the six languages, with their common slang. */
const MONEY = new Set(
  `money cash budget funds dough dinero plata presupuesto lana guita platita pasta argent thunes fric sous
  dinheiro grana orcamento din geld kohle knete kasse soldi denaro quattrini`.split(/\s+/),
);

/** Words that say there is little of it, or none: before or after the money word. */
const LITTLE = new Set(
  `little low tight short limited small tiny no without lack poco poca poquito sin corto corta justo ajustado
  apretado bajo escaso escasa peu pas sans serre petit limite juste pouco pouca sem curto curta apertado baixo
  pequeno limitado kaum wenig kein keine knapp klein kleines ohne begrenzt pochi poche senza stretto basso
  limitato ridotto`.split(/\s+/),
);

/** Words that say there is plenty, or that it does not matter. */
const PLENTY = new Set(
  `high big plenty unlimited whatever alto alta ilimitado sobra illimite eleve gros hoch egal unbegrenzt gross
  grosses illimitato`.split(/\s+/),
);

/** Phrases of plenty that a negation word inside would otherwise read as little. */
const PLENTY_PHRASES = [
  'no object',
  'not a problem',
  'no problem',
  'no limit',
  'not an issue',
  'no issue',
  'no concern',
  'not a concern',
  'no worries',
  'no importa',
  'da igual',
  'sin limite',
  'no es problema',
  'peu importe',
  'pas un probleme',
  'pas de souci',
  'pas de limite',
  'nao e problema',
  'tanto faz',
  'sem limite',
  'kein problem',
  'keine rolle',
  'non importa',
  'non e un problema',
  'senza limiti',
];

/** Verbs of spending: negated they ask for little ("without spending much"), allowed for plenty. */
const SPEND = new Set(
  `spend spending gastar gastando gaste depenser depense spendere spendiamo ausgeben ausgehen`.split(/\s+/),
);
/** Spending time is no budget: "spend the whole day walking". */
const TIME = new Set(
  `day days time hours hour evening night afternoon morning weekend dia dias tiempo tarde noche journee temps
  soiree tag tage zeit abend stunden giornata tempo serata`.split(/\s+/),
);
/** The modal verbs of permission in the six languages, every person: "pode gastar bem", "wir können ausgeben". */
const MAY = new Set(
  `can could happy podemos puedo puedes pueden se puede peut peux pouvons pouvez peuvent pode posso podem
  podes si puo puoi possiamo possono posso kann kannst konnen konnt darf darfst durfen`.split(/\s+/),
);
const NOT = new Set(`not without dont don no sin sans sem ohne senza nicht pas nao`.split(/\s+/));

/** Out of money, said in one breath: each is only ever about money. */
const BROKE = [
  'broke',
  'skint',
  'estoy seco',
  'ando seco',
  'sin un peso',
  'fauche',
  'fauches',
  'tô liso',
  'to liso',
  'estou liso',
  'pleite',
  'blank',
  'squattrinato',
  'squattrinati',
  'squattrinata',
  'al verde',
];

/** How far apart, in words, a money word and its "little" or "plenty" may stand. */
const REACH = 3;
/** How far back a negation or a permission still reaches a verb of spending ("don't want to spend"). */
const SPEND_REACH = 4;

interface Word {
  word: string;
  start: number;
  end: number;
}

function wordsOf(folded: string): Word[] {
  // "d'argent", "don't": the parts either side of an apostrophe are words of their own.
  return [...folded.matchAll(/\p{L}+/gu)].map((match) => ({
    word: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));
}

export interface MoneyTalk {
  level: BudgetLevel;
  /** Offsets in the folded text. */
  start: number;
  end: number;
}

/** Each phrase as a whole-word pattern, compiled once: every description's budget reads them. */
const wholeWords = (list: string[]) =>
  list.map((words) => new RegExp(`(?<![\\p{L}])${fold(words)}(?![\\p{L}])`, 'u'));
const PLENTY_PATTERNS = wholeWords(PLENTY_PHRASES);
const BROKE_PATTERNS = wholeWords(BROKE);

/** The budget level said in words about money, or null. `folded` is the text as `fold` writes it. */
export function moneyTalk(folded: string): MoneyTalk | null {
  const phrase = (patterns: RegExp[], level: BudgetLevel): MoneyTalk | null => {
    for (const pattern of patterns) {
      const match = pattern.exec(folded);
      if (match) return { level, start: match.index, end: match.index + match[0].length };
    }
    return null;
  };
  const plenty = phrase(PLENTY_PATTERNS, 'luxury');
  const words = wordsOf(folded);
  const near = (index: number, set: Set<string>) =>
    words.slice(Math.max(0, index - REACH), index + REACH + 1).find((other) => set.has(other.word));
  for (const [index, { word, start, end }] of words.entries()) {
    if (MONEY.has(word)) {
      if (plenty && Math.abs(plenty.start - end) < 30) return plenty;
      if (near(index, PLENTY)) return { level: 'luxury', start, end };
      if (near(index, LITTLE)) return { level: 'budget', start, end };
    }
    const spendsTime = words.slice(index + 1, index + 4).some((other) => TIME.has(other.word));
    if (SPEND.has(word) && !spendsTime) {
      const before = words.slice(Math.max(0, index - SPEND_REACH), index).map((other) => other.word);
      if (before.some((other) => NOT.has(other))) return { level: 'budget', start, end };
      if (before.some((other) => MAY.has(other))) return { level: 'luxury', start, end };
    }
  }
  return plenty && words.some((item) => MONEY.has(item.word)) ? plenty : phrase(BROKE_PATTERNS, 'budget');
}
