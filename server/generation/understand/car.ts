import { fold } from './text';

/**
 * "We have a car", "on y va en voiture", "mit dem Auto": the couple drive, so travel beyond walking
 * distance is by car. Said of the couple's own way of getting around, in the six languages.
 */
const CAR_WORDS = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    [
      String.raw`(?:have|got|with|has|bring|take|taking|rent|rented|hire|hired|borrow)\s+(?:a|the|our|my|his|her)\s+(?:rental\s+|hire\s+)?car`,
      String.raw`(?:our|my)\s+(?:own\s+)?car`,
      String.raw`by\s+car`,
      String.raw`(?:we|i)(?:'re|\s+are|\s+am|'m|'ll|\s+will)?\s+(?:be\s+)?driv(?:e|ing)`,
      String.raw`road\s*trip`,
      String.raw`(?:tenemos|tengo|con|llevamos|alquilamos|alquilar)\s+(?:el\s+|un\s+|nuestro\s+|mi\s+)?(?:coche|carro|auto)`,
      String.raw`en\s+(?:coche|carro|auto|voiture)`,
      String.raw`(?:conduciendo|manejando)`,
      String.raw`(?:avons|ai|a|avec|prend|prenons|louons|loue)\s+(?:une\s+|la\s+|notre\s+|ma\s+)voiture`,
      String.raw`(?:temos|tenho|com|levamos|alugamos|alugar)\s+(?:o\s+|um\s+|nosso\s+|meu\s+)?carro`,
      String.raw`de\s+carro`,
      String.raw`mit\s+(?:dem|unserem|meinem|einem)\s+(?:auto|wagen|mietwagen)`,
      String.raw`(?:haben|habe|hab)\s+(?:ein|einen|das)\s+(?:auto|wagen|mietwagen)`,
      String.raw`(?:in|con\s+la|con\s+l')\s*(?:macchina|auto)`,
      String.raw`(?:abbiamo|ho)\s+(?:la\s+|una\s+|l')?(?:macchina|auto)`,
    ].join('|') +
    String.raw`)(?![\p{L}])`,
  'u',
);

/** Whether the person says they will get around by car. */
export const saysCar = (text: string): boolean => CAR_WORDS.test(fold(text));
