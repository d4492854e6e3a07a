import type { Language } from '../request';

/**
 * Each language's articles, simple prepositions and their contractions, conjunctions and first and
 * second person pronouns: closed classes, listed whole so that a word several languages share
 * ("da", "en", "in", "a") splits its vote among all of them instead of counting for the one
 * language whose list of frequent words happened to hold it ("da" is Italian as much as Portuguese).
 * German "in" is left to English and Italian: a German text almost always carries "der", "im" or "am"
 * besides, while counting it for German too took "Museums in Paris" from English.
 */
export const GRAMMAR_WORDS: Record<Language, string> = {
  en: `the a an of in on at to for with from by about into near after before and or but i me my we us our you your`,
  es: `el la los las un una unos unas de del a al en con por para sin sobre entre desde hasta hacia y o pero
    yo mi mis nosotros nuestro nuestra tu su`,
  fr: `le la les un une des du de au aux à en dans sur sous avec pour sans par chez entre vers et ou mais
    je moi mon ma mes nous notre nos tu ton ta vous votre`,
  pt: `o a os as um uma uns umas de do da dos das em no na nos nas ao aos à às com por pelo pela para sem sobre
    entre até e ou mas eu meu minha nós nosso nossa você`,
  de: `der die das den dem des ein eine einen einem einer im am zum zur vom beim ins an auf aus bei mit nach
    von zu für über unter vor neben zwischen ohne und oder aber ich mein meine wir unser unsere du dein`,
  it: `il lo la i gli le un uno una di del dello della dei degli delle a al allo alla ai agli alle da dal dallo
    dalla dai in nel nella con col su sul sulla per tra fra e o ma io mio mia noi nostro nostra tu tuo`,
};
