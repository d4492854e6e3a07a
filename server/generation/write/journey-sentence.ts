import type { Language } from '../request';

const SENTENCES: Record<Language, (town: string, from: string, ride: string) => string> = {
  en: (town, from, ride) =>
    `${town} is about ${ride} from ${from} each way, too far to go and come back around a date, so the plan is a day in ${town}: set out early, or stay the night.`,
  es: (town, from, ride) =>
    `${town} está a unas ${ride} de ${from} por trayecto, demasiado lejos para ir y volver en una cita, así que el plan es un día en ${town}: salid temprano o quedaos a dormir.`,
  fr: (town, from, ride) =>
    `${town} est à environ ${ride} de ${from} par trajet, trop loin pour un aller-retour autour d’un rendez-vous : le plan est donc une journée à ${town}. Partez tôt, ou restez-y pour la nuit.`,
  pt: (town, from, ride) =>
    `${town} fica a cerca de ${ride} de ${from} em cada sentido, longe demais para ir e voltar num encontro, então o plano é um dia em ${town}: saiam cedo ou durmam lá.`,
  de: (town, from, ride) =>
    `${town} ist pro Strecke etwa ${ride} von ${from} entfernt, zu weit für Hin- und Rückfahrt rund um ein Date: Der Plan ist deshalb ein Tag in ${town}. Fahrt früh los oder bleibt über Nacht.`,
  it: (town, from, ride) =>
    `${town} è a circa ${ride} da ${from} per tratta, troppo lontano per andare e tornare intorno a un appuntamento, quindi il piano è una giornata a ${town}: partite presto o fermatevi per la notte.`,
};

/**
 * The plan's first tip when the town the couple go to is farther from where they set out than a day
 * out allows: the date is planned there, and the ride is said, in the plan's language.
 */
export function journeySentence(town: string, from: string, ride: string, language: Language): string {
  return SENTENCES[language](town, from, ride);
}
