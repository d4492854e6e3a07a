import { describe, expect, it } from 'vitest';
import { plannedFor } from '../compose/compose-test-helpers';
import { readRequest } from './read-for-tests';
import { LANGUAGES } from '../request';
import { journeySentence } from '../write/journey-sentence';

describe('a town farther from where the couple set out than a day out allows', () => {
  it.each([
    ['Passeio de escuna em Paraty no sábado, saindo cedo de São Paulo', 'Paraty', 'São Paulo'],
    ['Samstag: Ausflug von München nach Rothenburg ob der Tauber', 'Rothenburg ob der Tauber', 'München'],
  ])('is where the date is, and the city only where they set out: %s', (text, town, from) => {
    const request = readRequest(text);
    expect(request.place.city?.name).toBe(town);
    expect(request.place.setOutFrom?.name).toBe(from);
    expect(request.outOfTown).toBeUndefined();
    expect(request.namedPlaces.map((named) => named.name)).not.toContain(town);
  });

  it('is planned as a day there, with no ride of hours between stops, and the first tip says the ride', () => {
    const { draft, plan } = plannedFor('Passeio de escuna em Paraty no sábado, saindo cedo de São Paulo');
    expect(draft.stops.map((stop) => stop.kind)).toContain('boat_trip');
    expect(Math.max(...draft.stops.map((stop) => stop.travelMinutes))).toBeLessThan(60);
    expect(plan.general_date_tips[0]).toBe(
      'Paraty fica a cerca de 4 horas e 30 minutos de São Paulo em cada sentido, longe demais para ir e voltar num encontro, então o plano é um dia em Paraty: saiam cedo ou durmam lá.',
    );
  });

  it.each([
    ['day trip from Lisbon to Sintra on Saturday', 'Lisbon', 'Sintra'],
    ['la Alhambra de Granada el sábado y luego tapas', 'Granada', null],
  ])('leaves a day out within reach, or a city not said as left, as it was: %s', (text, city, town) => {
    const request = readRequest(text);
    expect(request.place.city?.name).toBe(city);
    expect(request.place.setOutFrom).toBeUndefined();
    expect(request.outOfTown?.[0]?.name ?? null).toBe(town);
  });
});

describe('the ride said in the first tip', () => {
  it.each(LANGUAGES)('names the town, where they set out and the ride, in %s', (language) => {
    const said = journeySentence('Paraty', 'São Paulo', '4 h 30', language);
    expect(said).toMatch(/^Paraty .*4 h 30.*São Paulo|^Paraty .*São Paulo.*4 h 30/);
    expect(said.match(/Paraty/g)).toHaveLength(2);
  });
});

describe('a city said after "de" is left only after a verb of leaving', () => {
  it('reads "bailar salsa de Cali" as no setting out, though Pereira is far', () => {
    const request = readRequest('el sábado: bailar salsa de Cali y luego un paseo a Pereira');
    expect(request.place.setOutFrom).toBeUndefined();
    expect(request.place.city?.name).toBe('Cali');
  });

  it('reads "saliendo temprano de Cali" as where they set out, no trip to Cali from the town they go to', () => {
    const request = readRequest('el sábado: un paseo a Pereira, saliendo temprano de Cali');
    expect(request.place.city?.name).toBe('Pereira');
    expect(request.outOfTown).toBeUndefined();
  });
});
