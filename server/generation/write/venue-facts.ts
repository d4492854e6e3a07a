import type { Language } from '../request';

/** What a live venue's own listing gives the booking advice: its phone, else its website. */
export interface VenueContact {
  phone: string | null;
  website: string | null;
}

const BY_PHONE: Record<Language, (phone: string) => string> = {
  en: (phone) => `To book or check they’re open, call ${phone}.`,
  es: (phone) => `Para reservar o confirmar que abren, llama al ${phone}.`,
  fr: (phone) => `Pour réserver ou vérifier que c’est ouvert, appelez le ${phone}.`,
  pt: (phone) => `Para reservar ou confirmar que está aberto, liguem para o ${phone}.`,
  de: (phone) => `Zum Reservieren oder um sicherzugehen, dass offen ist: ${phone}.`,
  it: (phone) => `Per prenotare o controllare che sia aperto, chiamate il numero ${phone}.`,
};
const BY_WEBSITE: Record<Language, (host: string) => string> = {
  en: (host) => `Times and bookings are on ${host}.`,
  es: (host) => `Horarios y reservas en ${host}.`,
  fr: (host) => `Horaires et réservations sur ${host}.`,
  pt: (host) => `Horários e reservas em ${host}.`,
  de: (host) => `Zeiten und Reservierung auf ${host}.`,
  it: (host) => `Orari e prenotazioni su ${host}.`,
};

/** "https://www.example.com/de/" is said as "example.com": the link itself is on the step. */
const hostOf = (website: string) => {
  try {
    return new URL(website).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
};

/**
 * A live venue's booking advice opens with how to reach that venue, from its own listing: the general
 * advice of its kind follows. A venue with neither phone nor website keeps the advice as written.
 */
export function venueBooking(advice: string, venue: VenueContact, language: Language): string {
  const host = venue.website ? hostOf(venue.website) : null;
  const contact = venue.phone ? BY_PHONE[language](venue.phone) : host ? BY_WEBSITE[language](host) : '';
  return contact ? `${contact} ${advice}`.trim() : advice;
}
