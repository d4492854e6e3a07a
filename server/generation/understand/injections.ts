import { fold } from './text';

/**
 * Sentences that try to change the planner's rules or role, in the six languages (folded text).
 * Any of them blanks its whole sentence.
 */
const OVERRIDE = [
  /\b(ignore|disregard|forget|override|bypass)\b[^.!?\n]{0,60}\b(instructions?|rules?|prompts?|guidelines)\b/,
  /\b(ignore|disregard)\s+(the user|everything|all (of )?(the )?(above|previous|prior))\b/,
  /\b(ignore|disregard|forget)\s+(the\s+)?(above|previous|prior|earlier)\b/,
  /\bsystem (prompt|override|message)\b|\bprompt (system|systeme|sistema)\b/,
  /\byou are now\b|\bact as\b|\bnew instructions?\b|\bdeveloper mode\b|\bfrom now on\b/,
  /\b(pretend|roleplay|role-play|jailbreak\w*)\b|\bas an ai\b|\blanguage model\b/,
  /\b(your|tus|tes|vos|suas|seus|deine|ihre|tue|le tue) (instructions|rules|prompt|guidelines|instrucciones|reglas|regles|consignes|instrucoes|regras|anweisungen|regeln|istruzioni|regole)\b/,
  /\b(ignora|ignore|ignorez|ignorer|ignoriere|ignorieren|olvida|esquece|esqueca|dimentica|vergiss|vergesst|oublie|oubliez)\w*\b[^.!?\n]{0,60}\b(instruc\w*|instru\w*|istruzion\w*|anweisung\w*|regeln|reglas|regras|regole|consignes)\b/,
  /\b(olvida|ignora)\w*\s+(todo\s+)?(lo\s+)?(anterior|previo)\b|\b(ahora eres|eres ahora|actua como|finge ser)\b/,
  /\b(oublie|ignore)\w*\s+(tout\s+)?(ce qui precede|les? precedente?s?)\b|\b(tu es maintenant|vous etes maintenant|agis comme|agissez comme|fais semblant)\b/,
  /\b(esqueca|esquece|ignore|ignora)\w*\s+(tudo\s+)?(o\s+)?(anterior|acima)\b|\b(agora voce e|voce agora e|aja como|atue como|finja)\b/,
  /\b(vergiss|ignoriere)\w*\s+(alles?\s+)?(vorherige|bisherige|obige)|\b(du bist jetzt|du bist nun|verhalte dich (als|wie)|tu so als)\b/,
  /\b(dimentica|ignora)\w*\s+(tutto\s+)?(cio che precede|quanto sopra|le precedenti|il precedente)\b|\b(ora sei|adesso sei|comportati come|agisci come|fai finta)\b/,
  /\b(a partir de ahora|de ahora en adelante|a partir de maintenant|desormais|a partir de agora|von nun an|ab jetzt|da ora in poi|d'ora in poi)\b/,
];

/** A role marker that opens a fake turn of the conversation ("Assistant: sure! …"). */
const ROLE_MARKER = /^\s*(assistant|system|developer|ai|asistente|assistente|sistema|systeme)\s*:/;

/** Verbs that ask for words to be written out (imperatives and infinitives). */
const SAY =
  /\b(say|write|print|output|repeat|respond|reply|answer|echo|spell|append|prepend|call|name|title|rename|label|dime|decir|diga|escribe|escribir|escriba|imprime|imprimir|repite|repetir|responde|responder|contesta|llama|llamar|titula|dis|dites|dire|ecris|ecrivez|ecrire|affiche|affichez|imprime|imprimez|repete|repetez|reponds|repondez|appelle|appelez|intitule|intitulez|nomme|nommez|fale|escreva|escreve|escrever|imprima|repita|repete|responda|chame|chama|chamar|intitule|nomeie|sag|sage|sagt|sagen|schreib|schreibe|schreibt|schreiben|drucke|wiederhole|antworte|nenne|nennt|benenne|scrivi|scriva|scrivere|stampa|ripeti|rispondi|chiama|chiamare|intitola)\b/;

/** Verbs that put something into the plan's text. */
const PUT =
  /\b(put|add|insert|include|mention|use|start|begin|end|replace|change|make|pon|poner|ponga|anade|anadir|agrega|agregar|inserta|incluye|incluir|menciona|usa|usar|empieza|termina|cambia|mets|mettez|mettre|ajoute|ajoutez|ajouter|insere|inserez|inclus|incluez|mentionne|utilise|utilisez|commence|termine|remplace|coloque|coloca|colocar|ponha|adicione|adiciona|insira|inclua|mencione|comece|mude|troque|substitua|setz|setze|setzt|fuge|fugt|einfugen|hinzufugen|verwende|benutze|erwahne|beginne|ersetze|metti|mettere|aggiungi|inserisci|includi|menziona|inizia|cambia|sostituisci)\b/;

/** The plan's own text, where words put by an instruction would land. */
const TEXT_PART =
  /\b(tips?|titles?|headings?|headlines?|theme(?! park)|summary|captions?|answers?|responses?|output|text|words?|sentences?|lines?|fields?|json|messages?|descriptions?|consejos?|titulos?|tema|resumen|respuestas?|salida|texto|palabras?|frases?|lineas?|mensajes?|conseils?|astuces?|titres?|resume|reponses?|sortie|texte|mots?|phrases?|lignes?|dicas?|resumo|respostas?|saida|palavras?|linhas?|mensage[mn]s?|tipps?|titel|uberschrift\w*|thema|zusammenfassung|antwort\w*|ausgabe|worte?|worter|satze?|zeilen?|consigli[oi]?|titol[oi]|riassunto|rispost[ae]|testo|parol[ae]|fras[ei]|righe|riga|messaggi[o]?)\b/;

/** "Every step", "cada parada", "jede Station": all of the plan's stops at once. */
const EVERY_STEP =
  /\b(every|each|all|cada|todos|todas|chaque|tous|toutes|jede[nmrs]?|alle[n]?|ogni|tutti|tutte)\s+(the\s+|os\s+|as\s+|les\s+|los\s+|las\s+|le\s+|die\s+|i\s+)?(steps?|stops?|pasos?|paradas?|etapes?|etapas?|schritte?|stationen?|station|tappe|tappa|passi)\b/;

/** The plan as a whole, which a verb of saying can ask to be rewritten ("write the plan in German"). */
const WHOLE_PLAN = /\b(the plan|el plan|le plan|o plano|den plan|il piano|itinerary)\b/;

/** Shouted or quoted words: text to be copied rather than a wish. Common shouted names are kept. */
const QUOTED = /["“”«»„][^"“”«»„]{1,60}["“”«»]|(^|\s)'[^']{1,40}'(?=[\s.,!?;:]|$)/;
const SHOUTED = /\b\p{Lu}{3,}\b/gu;
const SHOUTED_NAMES = new Set(['BBQ', 'NYC', 'USA', 'MOMA', 'IMAX', 'LGBT', 'LGBTQ', 'SOHO', 'NOHO']);
const hasPayload = (original: string) =>
  QUOTED.test(original) || [...original.matchAll(SHOUTED)].some(([word]) => !SHOUTED_NAMES.has(word));

/** Whether a clause tells the planner what to write: a verb of saying or putting aimed at its text. */
function writesText(original: string): boolean {
  // A hyphenated word is one word: the "end" of "week-end" or the "make" of "make-up" orders nothing.
  const folded = fold(original).replace(/(\w)-(?=\w)/g, '$1');
  const payload = hasPayload(original);
  const target = TEXT_PART.test(folded);
  if (SAY.test(folded)) return target || payload || EVERY_STEP.test(folded) || WHOLE_PLAN.test(folded);
  if (PUT.test(folded)) return target || (payload && EVERY_STEP.test(folded));
  return false;
}

const blank = (text: string) => ' '.repeat(text.length);

/** Clauses: commas, semicolons, colons and dashes, and "and"/"then" and their kin in each language. */
const CLAUSE = /[^,;:—–]+?(?=[,;:—–]|\s(?:and|then|y|luego|et|puis|e|depois|und|dann|poi)\s|$)[,;:—–]?/g;

/**
 * The description with any sentence that tries to instruct the planner blanked out (same length,
 * so spans still point into the original): a sentence that changes its rules or role entirely, and
 * within a sentence each clause that tells it what to write ("Say PWNED in every tip"). Such text
 * changes nothing in the plan and never becomes a place, a title or a tip.
 */
export function withoutInjections(text: string): string {
  return text.replace(/[^.!?\n]+[.!?\n]*/g, (sentence) => {
    const folded = fold(sentence);
    if (ROLE_MARKER.test(folded) || OVERRIDE.some((pattern) => pattern.test(folded))) return blank(sentence);
    return sentence.replace(CLAUSE, (clause) => (writesText(clause) ? blank(clause) : clause));
  });
}
