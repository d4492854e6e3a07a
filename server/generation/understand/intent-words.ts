import type { Language } from '../request';

/**
 * Words that show a person is asking for a date even when nothing more specific is named
 * ("surprise me with a date idea"): with them a description is vague, not empty.
 */
export const INTENT_WORDS: Record<Language, string[]> = {
  en: ['date', 'dates', 'plan', 'idea', 'ideas', 'surprise', 'evening', 'night', 'day', 'weekend', 'girlfriend', 'boyfriend', 'wife', 'husband', 'partner', 'fiance', 'fiancee', 'crush', 'couple', 'together', 'romantic', 'somewhere', 'something', 'go out', 'outing', 'eat', 'food', 'drink', 'fun'],
  es: ['cita', 'plan', 'idea', 'sorpresa', 'sorprender', 'noche', 'tarde', 'dia', 'finde', 'novia', 'novio', 'esposa', 'esposo', 'pareja', 'juntos', 'salir', 'salida', 'comer', 'algo'],
  fr: ['rendez-vous', 'rencard', 'date', 'plan', 'idee', 'surprise', 'soiree', 'soir', 'journee', 'week-end', 'copine', 'copain', 'femme', 'mari', 'couple', 'ensemble', 'sortir', 'sortie', 'manger', 'quelque chose'],
  pt: ['encontro', 'date', 'plano', 'ideia', 'surpresa', 'noite', 'tarde', 'dia', 'namorada', 'namorado', 'esposa', 'marido', 'casal', 'juntos', 'sair', 'passeio', 'comer', 'algo'],
  de: ['date', 'verabredung', 'plan', 'idee', 'uberraschung', 'abend', 'nacht', 'tag', 'wochenende', 'freundin', 'freund', 'frau', 'mann', 'partner', 'paar', 'zusammen', 'ausgehen', 'essen', 'etwas'],
  it: ['appuntamento', 'uscita', 'date', 'piano', 'idea', 'sorpresa', 'serata', 'sera', 'giornata', 'fidanzata', 'fidanzato', 'moglie', 'marito', 'coppia', 'insieme', 'uscire', 'mangiare', 'qualcosa'],
};
