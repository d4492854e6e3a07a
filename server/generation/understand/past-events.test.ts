import { beforeAll, describe, expect, it } from 'vitest';
import { warmUpPlanner } from '../pipeline';
import { readRequest as read } from './read-for-tests';

beforeAll(() => warmUpPlanner(), 120_000);
const kinds = (text: string) => read(text).wanted.map((wish) => wish.kind);
const names = (text: string) => read(text).namedPlaces.map((named) => named.name);

describe('what happened before the date is the story, not a wish', () => {
  it.each([
    ['i ruined her birthday dinner last week, so a sorry breakfast in Edinburgh on wednesday', 'dinner'],
    ['fuimos a un concierto el año pasado y nos encantó; este sábado en Madrid, un paseo', 'concert'],
    ['on est allés au cinéma hier, ce soir à Lyon plutôt une balade', 'cinema'],
    ['letzte Woche waren wir im Kino, heute Abend in Wien lieber ein Spaziergang', 'cinema'],
    ["l'anno scorso abbiamo mangiato la pizza a Napoli, stasera a Roma una passeggiata", 'pizza'],
    ['ontem fomos ao cinema, hoje à noite em Lisboa um passeio', 'cinema'],
  ])('%s', (text, kind) => {
    expect(kinds(text)).not.toContain(kind);
    expect(kinds(text).length).toBeGreaterThan(0);
  });

  it.each([
    ['dinner on saturday in Rome, last time we had pizza', 'dinner'],
    ['Last year we got engaged in Paris and this saturday I want dinner', 'dinner'],
    ["on est allés au Louvre l'an dernier, cette fois un dîner à Montmartre", 'dinner'],
    ['we danced salsa last year in Havana, want to do it again saturday', 'dancing'],
  ])('what is wished now, or again, stays: %s', (text, kind) => {
    expect(kinds(text)).toContain(kind);
  });

  it('a place visited before is no stop', () => {
    expect(names("on est allés au Louvre l'an dernier, cette fois un dîner à Montmartre")).not.toContain(
      'Louvre',
    );
  });
});

describe('a verb is no place', () => {
  it('"ruined" in the past tense is no ruins to visit; "a ruined castle" is still a castle', () => {
    expect(kinds('i messed up and ruined her birthday, edinburgh wednesday morning')).not.toContain(
      'historic_site',
    );
    expect(kinds('a ruined castle and lunch in Wales')).toContain('castle');
  });
});

describe('a landmark of the city named as people type it', () => {
  it.each([
    ['edinburgh: she loves arthurs seat early in the morning', "Arthur's Seat"],
    ['edinburgh: a walk up arthur’s seat', "Arthur's Seat"],
    ['edinburgh: st giles cathedral and lunch', "St Giles' Cathedral"],
    ['rome: she loves the colosseum', 'Colosseum'],
  ])('%s', (text, name) => {
    expect(names(text)).toContain(name);
  });
});
