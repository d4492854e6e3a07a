import { describe, expect, it } from 'vitest';
import { LEADS } from '../phrases/leads';
import { PHRASES } from '../phrases/all-phrases';
import { proposalMoments } from '../proposal-moment';
import { inRegister, saysIberian } from './register';

/** Every string a plan in the language can be written from. */
function templates(value: unknown): string[] {
  // A slot's name ("{instead}") is not a word of the language.
  if (typeof value === 'string') return [value.replace(/\{\w+\}/g, 'X')];
  if (Array.isArray(value)) return value.flatMap(templates);
  if (value && typeof value === 'object') return Object.values(value).flatMap(templates);
  return [];
}

/** Vosotros: its pronouns and possessives, its present (-áis, -éis, -ís), imperative (-ad, -ed, -id) and clitic (-aros…) forms. */
const VOSOTROS =
  /(?<![\p{L}])(?:vosotr[oa]s|vuestr[oa]s?|os|\p{L}+(?:áis|éis)|(?!país)\p{L}{3,}ís|(?!(?:\p{L}*[dt]ad|madrid|valladolid|red|sed|pared|césped|huésped|usted|ardid|vid|lid)(?![\p{L}]))\p{L}+[aei]d|\p{L}+(?:ar|er|ir)os(?=\s+(?:al|donde|un|una)))(?![\p{L}])/iu;
const VOS_PT = /(?<![\p{L}])(?:voss[oa]s?|convosco|sois|estais|tendes|podeis|quereis)(?![\p{L}])/iu;

const SPANISH = [...templates(PHRASES.es), ...templates(LEADS.es), ...proposalMoments('es')];
const PORTUGUESE = [...templates(PHRASES.pt), ...templates(LEADS.pt), ...proposalMoments('pt')];

describe('register: how a couple is addressed, by the plan’s country', () => {
  it('keeps vosotros in Spain and the European possessives in Portugal', () => {
    expect(inRegister('Reservad pronto, cuando los dos aún tenéis energía.', 'es', 'ES')).toBe(
      'Reservad pronto, cuando los dos aún tenéis energía.',
    );
    expect(inRegister('Para a vossa manhã em Lisboa: ', 'pt', 'PT')).toBe('Para a vossa manhã em Lisboa: ');
    expect(saysIberian('pt', 'MZ')).toBe(true);
  });

  it('says ustedes in Mexico, Argentina, Colombia and Peru', () => {
    expect(inRegister('Reservad pronto, cuando los dos aún tenéis energía.', 'es', 'MX')).toBe(
      'Reserven pronto, cuando los dos aún tienen energía.',
    );
    expect(inRegister('Para vuestra velada en Buenos Aires: si vais a las 21:00', 'es', 'AR')).toBe(
      'Para su velada en Buenos Aires: si van a las 21:00',
    );
    expect(inRegister('Deja una parada sin plan para perderos donde os apetezca.', 'es', 'CO')).toBe(
      'Deja una parada sin plan para perderse donde les apetezca.',
    );
    expect(inRegister('Elegid mesas donde sentaros uno al lado del otro.', 'es', 'PE')).toBe(
      'Elijan mesas donde sentarse uno al lado del otro.',
    );
  });

  it('says vocês in Brazil, and where the country is not known', () => {
    expect(inRegister('Para o vosso fim de dia em São Paulo: ', 'pt', 'BR')).toBe(
      'Para o seu fim de dia em São Paulo: ',
    );
    expect(inRegister('Etapas fáceis e tempo só vosso; o resto fica convosco.', 'pt', 'BR')).toBe(
      'Etapas fáceis e tempo só de vocês; o resto fica com vocês.',
    );
    expect(inRegister('Para vuestra noche: ', 'es', null)).toBe('Para su noche: ');
  });

  it('leaves the other languages and words that only look alike as they are', () => {
    expect(inRegister('La mitad de la ciudad de Madrid', 'es', 'MX')).toBe('La mitad de la ciudad de Madrid');
    expect(inRegister('Vuestra is not English', 'en', 'US')).toBe('Vuestra is not English');
    expect(inRegister('Os dois sobem ao miradouro', 'pt', 'BR')).toBe('Os dois sobem ao miradouro');
  });

  it('leaves no vosotros form in any Spanish template written for Latin America', () => {
    const left = SPANISH.map((text) => inRegister(text, 'es', 'MX')).filter((text) => VOSOTROS.test(text));
    expect(left).toEqual([]);
    // The check itself finds what it is there to find.
    expect(SPANISH.filter((text) => VOSOTROS.test(text)).length).toBeGreaterThan(5);
  });

  it('leaves no European possessive in any Portuguese template written for Brazil', () => {
    const left = PORTUGUESE.map((text) => inRegister(text, 'pt', 'BR')).filter((text) => VOS_PT.test(text));
    expect(left).toEqual([]);
    expect(PORTUGUESE.filter((text) => VOS_PT.test(text)).length).toBeGreaterThan(3);
  });
});
