import { describe, expect, it } from 'vitest';
import { GRAMMARS } from './all-grammars';

const { en, es, fr, pt, de, it: itl } = GRAMMARS;

describe('grammar: contractions', () => {
  it('contracts a preposition with the article that follows it, in each language', () => {
    expect(es.contract('Un paseo de el centro a el río')).toBe('Un paseo del centro al río');
    expect(es.contract('Vuelo a El Salvador')).toBe('Vuelo a El Salvador');
    expect(fr.contract('Il vous aide à le lire, un appel permet de le confirmer')).toBe(
      'Il vous aide à le lire, un appel permet de le confirmer',
    );
    expect(fr.contract('Le musée de Orsay et le opéra')).toBe('Le musée d’Orsay et l’opéra');
    expect(fr.contract('Prenez-le avant')).toBe('Prenez-le avant');
    expect(pt.contract('Um passeio em o parque, antes de o baile começar')).toBe(
      'Um passeio no parque, antes de o baile começar',
    );
    expect(de.contract('Ein Kaffee in dem Viertel, dann zu der Brücke')).toBe(
      'Ein Kaffee im Viertel, dann zur Brücke',
    );
    expect(itl.contract('Una cena in il quartiere di la stazione, a l’aperto')).toBe(
      'Una cena nel quartiere della stazione, all’aperto',
    );
  });

  it('gives English the article its sound needs', () => {
    expect(en.contract('a ice rink, a hour, an bar, a university, an unicorn, a Italian place')).toBe(
      'an ice rink, an hour, a bar, a university, a unicorn, an Italian place',
    );
    expect(es.contract('Francia y Italia, siete o ocho')).toBe('Francia e Italia, siete u ocho');
  });

  it('capitalises adjectives of nationality in English', () => {
    expect(en.properWords('indian food done right, then west african stew')).toBe(
      'Indian food done right, then West African stew',
    );
  });
});

describe('grammar: lists', () => {
  it('joins with the language’s own conjunction', () => {
    expect(en.list(['a walk', 'dinner', 'a bar'])).toBe('a walk, dinner and a bar');
    expect(es.list(['un paseo', 'la cena', 'un bar'])).toBe('un paseo, la cena y un bar');
    expect(fr.list(['une balade', 'le dîner'])).toBe('une balade et le dîner');
    expect(de.list(['ein Spaziergang', 'Abendessen', 'eine Bar'])).toBe(
      'ein Spaziergang, Abendessen und eine Bar',
    );
    expect(pt.list(['um passeio', 'o jantar'])).toBe('um passeio e o jantar');
    expect(itl.list(['una passeggiata', 'la cena'])).toBe('una passeggiata e la cena');
  });

  it('never writes "and … and": an item with its own "and" turns the list into a sequence', () => {
    expect(en.list(['a walk', 'sushi and good company', 'dessert'])).toBe(
      'a walk, sushi and good company, then dessert',
    );
    expect(es.list(['pasear y curiosear', 'aire libre'])).toBe('pasear y curiosear y luego aire libre');
    expect(en.list(['one'])).toBe('one');
    expect(en.list([])).toBe('');
  });
});

describe('grammar: German districts named by a common noun', () => {
  it('take their article and case after a preposition; a proper name does not', () => {
    expect(de.contract('Ein Abend in Altstadt, zwischen Innere Stadt und Kreuzberg')).toBe(
      'Ein Abend in der Altstadt, zwischen der Inneren Stadt und Kreuzberg',
    );
    expect(de.contract('Ein Bier in Bahnhofsviertel, dann von Museumsufer aus')).toBe(
      'Ein Bier im Bahnhofsviertel, dann vom Museumsufer aus',
    );
    expect(de.contract('In Kreuzberg und in Neukölln')).toBe('In Kreuzberg und in Neukölln');
    expect(de.contract('Altstadt am Abend: Applaus')).toBe('Die Altstadt am Abend: Applaus');
    expect(de.contract('Innere Stadt am Morgen: Tassen')).toBe('Die Innere Stadt am Morgen: Tassen');
  });
});

describe('grammar: German noun phrases after a dative preposition', () => {
  it('inflect article and adjective for the dative, both sides of "zwischen … und"', () => {
    expect(de.contract('Zwischen Naschmarkt und deutsche Küche in Wien')).toBe(
      'Zwischen Naschmarkt und deutscher Küche in Wien',
    );
    expect(de.contract('Zwischen frische Pasta und gute Cocktails')).toBe(
      'Zwischen frischer Pasta und guten Cocktails',
    );
    expect(de.contract('zwischen eine kleine Bar und das Museum')).toBe(
      'zwischen einer kleinen Bar und dem Museum',
    );
    expect(de.contract('Mit ein Spaziergang, bei italienischer Wein, mit japanisches Essen')).toBe(
      'Mit einem Spaziergang, bei italienischem Wein, mit japanischem Essen',
    );
  });

  it('leave names, bare nouns and set phrases alone', () => {
    expect(de.contract('nach Hause, zu zweit, von dem Markt, mit Blick auf die Stadt, mit aller Zeit')).toBe(
      'nach Hause, zu zweit, vom Markt, mit Blick auf die Stadt, mit aller Zeit',
    );
  });
});

describe('grammar: Portuguese "de" with the article, and cities named with it', () => {
  it('contracts "de o" before a noun but not before an infinitive’s subject', () => {
    expect(pt.contract('Lisboa, ao ritmo de o fado; de a praia até Arpoador')).toBe(
      'Lisboa, ao ritmo do fado; da praia até Arpoador',
    );
    expect(pt.contract('antes de o baile começar, para o caso de o tempo mudar')).toBe(
      'antes de o baile começar, para o caso de o tempo mudar',
    );
  });

  it('contracts after "depois" or "antes" when no infinitive follows: "depois do jantar"', () => {
    expect(pt.contract('Fado e um bom lugar, depois de o jantar')).toBe(
      'Fado e um bom lugar, depois do jantar',
    );
    expect(pt.contract('Um café antes de a praia, depois de os museus')).toBe(
      'Um café antes da praia, depois dos museus',
    );
  });

  it('gives Porto and Rio de Janeiro their article after any preposition', () => {
    expect(pt.contract('A melhor vista de Rio de Janeiro; uma noite em Porto; de Lisboa a Porto')).toBe(
      'A melhor vista do Rio de Janeiro; uma noite no Porto; de Lisboa ao Porto',
    );
  });
});

describe('grammar: a district named by a common noun takes its article', () => {
  it('in Spanish, after a preposition and opening a sentence; a proper name does not', () => {
    expect(
      es.contract('Ya en Centro, deja espacio. Centro de noche: luz cálida. Desde Casco Antiguo a Triana'),
    ).toBe('Ya en el Centro, deja espacio. El Centro de noche: luz cálida. Desde el Casco Antiguo a Triana');
    expect(es.contract('Un paseo de Centro a Centro Histórico')).toBe(
      'Un paseo del Centro al Centro Histórico',
    );
  });

  it('in Portuguese, with the contraction of each gender', () => {
    expect(pt.contract('Aqui, em Baixa, e depois em Centro; Ribeira ao fim da tarde')).toBe(
      'Aqui, na Baixa, e depois no Centro; Ribeira ao fim da tarde',
    );
    expect(pt.contract('Baixa à noite: luzes. Em Chiado')).toBe('A Baixa à noite: luzes. Em Chiado');
  });
});
