import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { readRequest, TEST_NOW } from './read-for-tests';

function planned(text: string) {
  const result = planOffline(text, { now: TEST_NOW });
  if ('refused' in result) throw new Error(`refused: ${text}`);
  return result;
}

describe('occasions are read from how they are said', () => {
  it.each([
    ['vou pedir a minha namorada em casamento no sábado à tarde em Luanda', 'proposal'],
    ['Voglio chiedere a Chiara di sposarmi a Verona il 12 dicembre', 'proposal'],
    ['Quiero pedirle a Lucía que se case conmigo en Sevilla', 'proposal'],
    ['Tuvimos una pelea fuerte y quiero reconciliarme. Estamos en Montevideo.', 'making_up'],
    ['i messed up and want to make it up to her in Edinburgh', 'making_up'],
    ['On our honeymoon in Stone Town, a sunset cruise', 'honeymoon'],
    ['Lune de miel à Nice, un dîner au port', 'honeymoon'],
    ['Flitterwochen in Wien, Abendessen und Oper', 'honeymoon'],
    ['first night out since the baby arrived, dinner in Bristol', 'new_baby'],
    ['Premier resto depuis la naissance de notre fils, à Nantes', 'new_baby'],
    ['Primeira saída desde o nascimento do bebé, jantar em Lisboa', 'new_baby'],
    ['JUST GOT PROMOTED, taking my husband out in Austin', 'milestone'],
    ['Ich wurde befördert! Abendessen in Hamburg', 'milestone'],
    ['festeggiare la laurea a Bologna con una cena', 'milestone'],
    ['long distance, she is flying in to Chicago for the weekend', 'long_distance'],
    ['Fernbeziehung, er besucht mich in Köln: Abendessen', 'long_distance'],
    ['we just got back together, dinner in Denver', 'reunion'],
    ['Volvimos a estar juntos, segunda oportunidad: cena en Quito', 'reunion'],
  ])('%s → %s', (text, occasion) => {
    expect(readRequest(text).occasion).toBe(occasion);
  });

  it('lets an apology said with words in between win over the occasion it mends', () => {
    expect(
      readRequest('i ruined her birthday dinner, i want to make it up to her in Edinburgh').occasion,
    ).toBe('making_up');
  });

  it('lets a precise occasion win over a generic "celebrate"', () => {
    expect(readRequest('celebrate our anniversary in Rome with dinner').occasion).toBe('anniversary');
    expect(readRequest('fêter notre anniversaire de mariage à Lyon').occasion).toBe('anniversary');
    expect(readRequest('Hochzeitstag feiern in München').occasion).toBe('anniversary');
  });
});

describe('an anniversary keeps its count in the title', () => {
  it.each([
    ['Our 45th anniversary in Lisbon, dinner and fado', '45th anniversary'],
    ["Annecy mardi, c'est nos 3 ans !! balade en bateau sur le lac", '3e anniversaire'],
    ['Unser 10. Jahrestag in Berlin, Abendessen', '10. Jahrestag'],
    ['nuestros 25 años de casados, cena en Madrid', '25.º aniversario'],
  ])('%s', (text, title) => {
    expect(planned(text).plan.date_title).toContain(title);
  });
});

describe('occasions shape the words of the plan', () => {
  it.each([
    ['quiero pedirle perdón a mi novia, cena en Montevideo', /perdón|reconciliación/],
    ['i want to say sorry to her, dinner in Leeds', /sorry|apolog/i],
    ['je veux m’excuser, dîner à Lyon', /excuser|réconcilier/],
  ])('an apology is said gently: %s', (text, words) => {
    const plan = planned(text).plan;
    expect(`${plan.date_title} ${plan.overall_theme_description}`).toMatch(words);
  });

  it.each([
    ['On our honeymoon in Porto, dinner by the river', /honeymoon/i],
    ['Luna di miele a Napoli, pizza e una passeggiata', /luna di miele/i],
    ['Lua de mel em Lisboa, jantar e fado', /lua de mel/i],
  ])('a honeymoon is named: %s', (text, words) => {
    const plan = planned(text).plan;
    expect(`${plan.date_title} ${plan.overall_theme_description}`).toMatch(words);
  });
});

describe('a proposal gets a private moment at the right stop', () => {
  it.each([
    ['I want to propose to her in Lisbon at sunset, then dinner', /moment for the question/],
    ['Voglio chiedere a Chiara di sposarmi a Verona, cena in Piazza delle Erbe', /momento della proposta/],
    ['Quiero pedirle matrimonio a Ana en Sevilla, paseo y cena', /momento de la pregunta/],
    ['Ich will ihr in Hamburg einen Antrag machen, Abendessen an der Elbe', /Moment für den Antrag/],
  ])('%s', (text, moment) => {
    const { plan, draft } = planned(text);
    const holding = plan.steps.filter((step) => moment.test(step.notes_or_tips));
    expect(holding).toHaveLength(1);
    // The stop timed for the sunset, whatever words its title says it in ("Der Himmel glüht").
    const sunset = draft.stops.findIndex((stop) => stop.atSunset);
    expect(holding[0]?.step_index).toBe(sunset >= 0 ? sunset : plan.steps.length - 1);
  });
});

describe('a word of an occasion inside a place’s name is the place', () => {
  it.each([
    ['Madrid el sábado por la tarde: un paseo por el Retiro, tapas en La Latina y cena', 'Retiro'],
    ['Sunday stroll around Jubilee Gardens and lunch on the South Bank, London', 'Jubilee Gardens'],
    ['Abendessen und danach ein Spaziergang am Hochzeitsturm in Darmstadt', 'Hochzeitsturm'],
  ])('%s', (text, name) => {
    const request = readRequest(text);
    expect(request.namedPlaces.map((named) => named.name)).toContain(name);
    expect(request.occasion).toBeNull();
  });

  it('still reads the occasion said beside the place', () => {
    expect(readRequest('Cena para celebrar mi jubilación y un paseo por el Retiro, Madrid').occasion).toBe(
      'milestone',
    );
  });
});
