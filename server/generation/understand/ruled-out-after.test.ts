import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

// The world's places load once, before the first case's clock starts.
beforeAll(() => warmUpPlanner(), 120_000);

describe('a thing ruled out after its name is ruled out', () => {
  it.each([
    ['floripa sábado. trilha da lagoinha do leste nem pensar, muito pesado. pôr do sol e ostras', 'hike'],
    ['floripa sábado: trilha nem pensar, pôr do sol e ostras', 'hike'],
  ])('%s → no %s', (text, kind) => {
    const request = read(text);
    expect(request.excludedKinds.map((entry) => entry.kind)).toContain(kind);
    expect(request.wanted.map((entry) => entry.kind)).not.toContain(kind);
  });
});

describe('a sentence that ends by saying no to itself rules out what it asked for', () => {
  const text =
    'Bogotá, domingo en la mañana, ciclovía y desayuno. pensaba tambien subir a Monserrate en el teleférico pero mi novio le tiene pánico a las alturas asi q eso no';

  it('rules out the thing and the place of that sentence, and keeps the others', () => {
    const request = read(text);
    expect(request.excludedKinds.map((entry) => entry.kind)).toContain('cable_car');
    expect(request.wanted.map((entry) => entry.kind)).toEqual(
      expect.arrayContaining(['bike_ride', 'breakfast']),
    );
    expect(request.namedPlaces.map((named) => named.name)).not.toContain('Monserrate');
  });

  it.each([
    ['Madrid el sábado: el Prado y luego cena. ¿Flamenco? Eso no.', 'flamenco'],
    ['Lisboa sábado: jantar e fado. Mas um museu, isso não.', 'museum'],
  ])('answering the sentence before, or its own: %s → no %s', (said, kind) => {
    expect(read(said).excludedKinds.map((entry) => entry.kind)).toContain(kind);
  });

  it('leaves a sentence that goes on after "eso no" as it is', () => {
    const request = read('Madrid el sábado: cena y flamenco, eso no lo negocio.');
    expect(request.wanted.map((entry) => entry.kind)).toContain('flamenco');
  });
});

describe('a neighbourhood said as where the people live or work is where they are, not a stop', () => {
  it.each([
    ['Lisboa, quarta à hora de almoço, só temos 1h30 porque trabalhamos os dois na Baixa', 'Baixa'],
    ['Berlin on Saturday, we live in Kreuzberg, dinner and a bar', 'Kreuzberg'],
  ])('%s', (text, name) => {
    const named = read(text).namedPlaces.find((place) => place.name === name);
    expect(named?.isArea).toBe(true);
  });
});
