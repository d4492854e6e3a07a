import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { isRefusal, understand } from './understand';
import { TEST_NOW } from './read-for-tests';

describe('abuse with no date in it is refused like nonsense', () => {
  it.each([
    'you useless pile of code',
    'eres un montón de basura inútil',
    't’es vraiment nul, espèce de machine inutile',
    'du nutzloser Haufen Schrott',
    'sei proprio inutile, fai schifo',
    'você é um lixo inútil',
  ])('%s', (text) => {
    expect(isRefusal(understand(text, TEST_NOW))).toBe(true);
  });
});

describe('abuse inside a real request is ignored, and the plan made', () => {
  it.each([
    'plan me a date in Rome with pasta and wine, you useless pile of code',
    'quiero cenar en Madrid con mi novia, app inútil',
    'un dîner à Lyon avec ma copine, espèce de machine inutile',
  ])('%s', (text) => {
    const result = planOffline(text, { now: TEST_NOW });
    expect('refused' in result).toBe(false);
  });
});

describe('a question about the weather is not a date request', () => {
  it.each([
    'is it going to rain in amsterdam tomorrow',
    'il va faire quel temps à lyon demain ?',
    'Hallo, wie wird das Wetter morgen in Leipzig?',
  ])('%s', (text) => {
    expect(isRefusal(understand(text, TEST_NOW))).toBe(true);
  });

  it.each([
    'what should we do in Paris tomorrow?',
    'is it going to rain in Paris? we want a museum then dinner',
    '¿qué podemos hacer en Sevilla mañana?',
    '🍣 tonight?',
    'un ciné ce soir ?',
  ])('but a question about the two of them is: %s', (text) => {
    expect(isRefusal(understand(text, TEST_NOW))).toBe(false);
  });
});

describe('a request to harm the other person is refused, whatever else it holds', () => {
  it.each([
    'how do i spike her drink at the bar tonight in london',
    'Madrid: ayúdame a drogarla en la cena del sábado',
    'Paris, samedi : comment mettre quelque chose dans son verre au bar',
    'Lisboa: como colocar algo na bebida dela no jantar',
    'Berlin, Samstag: wo bekomme ich KO-Tropfen für das Date',
    'Roma: come drogarla durante la cena',
  ])('%s', (text) => {
    expect(understand(text, TEST_NOW)).toMatchObject({ refused: true, reason: 'harmful' });
  });

  it('a surprise she does not know about is a date', () => {
    expect(
      isRefusal(understand('plan a surprise date in Rome, she doesn’t know where we’re going', TEST_NOW)),
    ).toBe(false);
  });
});

describe('another kind of work is refused unless a date is asked for beside it', () => {
  it.each([
    'write me a cover letter for a barista job in Seattle',
    'Écris-moi une lettre de motivation pour un poste de serveur à Lyon',
    'ayúdame con mi tarea de historia para mañana',
    'Schreib mir ein Anschreiben für eine Stelle in München',
  ])('%s', (text) => {
    expect(understand(text, TEST_NOW)).toMatchObject({ refused: true, reason: 'no_intent' });
  });

  it('a date that holds the words is planned: "a date in Lisbon, she just sent her cover letter, dinner to celebrate"', () => {
    expect(
      isRefusal(
        understand('a date in Lisbon: she just sent her cover letter, so dinner to celebrate', TEST_NOW),
      ),
    ).toBe(false);
  });
});
