import { describe, expect, it } from 'vitest';
import { venueBooking } from './venue-facts';

describe('a live venue’s booking advice says how to reach that venue', () => {
  it('gives its phone first, in the plan’s language', () => {
    const venue = { phone: '+34 954 22 11 00', website: 'https://www.casa.es/' };
    expect(venueBooking('Reserva con antelación.', venue, 'es')).toBe(
      'Para reservar o confirmar que abren, llama al +34 954 22 11 00. Reserva con antelación.',
    );
    expect(venueBooking('Book ahead.', venue, 'en')).toMatch(/^To book or check they’re open, call \+34/);
    expect(venueBooking('Reserviert vorab.', venue, 'de')).toMatch(
      /^Zum Reservieren .*: \+34 954 22 11 00\. Reserviert/,
    );
  });

  it('names the website by its host when there is no phone', () => {
    expect(venueBooking('Réservez.', { phone: null, website: 'https://www.bistrot.fr/menu' }, 'fr')).toBe(
      'Horaires et réservations sur bistrot.fr. Réservez.',
    );
    expect(venueBooking('Prenotate.', { phone: null, website: 'https://osteria.it' }, 'it')).toBe(
      'Orari e prenotazioni su osteria.it. Prenotate.',
    );
  });

  it('keeps the advice as written when the listing has neither', () => {
    expect(venueBooking('Reservem.', { phone: null, website: null }, 'pt')).toBe('Reservem.');
  });
});
