import nlp from 'compromise';

/** How compromise tags an English word read on its own ("Noun", "Verb", "FirstName"…). */
export const tagsOfWord = (word: string): string[] => nlp(word).terms().json()[0]?.terms?.[0]?.tags ?? [];
