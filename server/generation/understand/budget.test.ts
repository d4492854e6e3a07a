import { describe, expect, it } from 'vitest';
import type { BudgetLevel, Language, MoneyAmount } from '../request';
import { extractBudget } from './budget';

type Row = [
  text: string,
  language: Language,
  amount: number,
  currency: string | null,
  written: string,
  per: MoneyAmount['per'],
  bound: MoneyAmount['bound'],
  span: string,
];

function expectMoney([text, language, amount, currency, written, per, bound, span]: Row) {
  const budget = extractBudget(text, language);
  const start = text.indexOf(span);
  const spanned = { text: span, start, end: start + span.length };
  expect(budget).toEqual({
    money: { amount, currency, written, per, bound, span: spanned },
    level: null,
    span: spanned,
  });
}

describe('amounts and currencies', () => {
  it.each<Row>([
    ['$150', 'en', 150, null, '$', 'total', 'max', '$150'],
    ['150$', 'fr', 150, null, '$', 'total', 'max', '150$'],
    ['£80', 'en', 80, 'GBP', '£', 'total', 'max', '£80'],
    ['€250', 'en', 250, 'EUR', '€', 'total', 'max', '€250'],
    ['250 €', 'fr', 250, 'EUR', '€', 'total', 'max', '250 €'],
    ['250€', 'es', 250, 'EUR', '€', 'total', 'max', '250€'],
    ['EUR 250', 'de', 250, 'EUR', 'EUR', 'total', 'max', 'EUR 250'],
    ['₦60,000', 'en', 60000, 'NGN', '₦', 'total', 'max', '₦60,000'],
    ['₦60.000', 'en', 60000, 'NGN', '₦', 'total', 'max', '₦60.000'],
    ['N60k', 'en', 60000, 'NGN', 'N', 'total', 'max', 'N60k'],
    ['R800', 'en', 800, 'ZAR', 'R', 'total', 'max', 'R800'],
    ['R$ 300', 'pt', 300, 'BRL', 'R$', 'total', 'max', 'R$ 300'],
    ['₩100,000', 'en', 100000, 'KRW', '₩', 'total', 'max', '₩100,000'],
    ['¥8000', 'en', 8000, null, '¥', 'total', 'max', '¥8000'],
    ['¥8,000', 'en', 8000, null, '¥', 'total', 'max', '¥8,000'],
    ['₹5000', 'en', 5000, 'INR', '₹', 'total', 'max', '₹5000'],
    // Rupees are India's, Pakistan's, Sri Lanka's, Nepal's…: the place decides (ground.ts).
    ['Rs 5000', 'en', 5000, null, 'Rs', 'total', 'max', 'Rs 5000'],
    ['NPR 20k', 'en', 20000, 'NPR', 'NPR', 'total', 'max', 'NPR 20k'],
    ['FJD 300', 'en', 300, 'FJD', 'FJD', 'total', 'max', 'FJD 300'],
    ['1500 SRD', 'en', 1500, 'SRD', 'SRD', 'total', 'max', '1500 SRD'],
    ['60 000 FCFA', 'fr', 60000, null, 'FCFA', 'total', 'max', '60 000 FCFA'],
    ['Bs 150', 'es', 150, 'BOB', 'Bs', 'total', 'max', 'Bs 150'],
    ['S/ 400', 'es', 400, 'PEN', 'S/', 'total', 'max', 'S/ 400'],
    ['Q600', 'es', 600, 'GTQ', 'Q', 'total', 'max', 'Q600'],
    ['Tk 4000', 'en', 4000, 'BDT', 'Tk', 'total', 'max', 'Tk 4000'],
    ['zł 200', 'en', 200, 'PLN', 'zł', 'total', 'max', 'zł 200'],
    ['200 zł', 'en', 200, 'PLN', 'zł', 'total', 'max', '200 zł'],
    ['200 zl', 'en', 200, 'PLN', 'zl', 'total', 'max', '200 zl'],
    ['GH₵ 500', 'en', 500, 'GHS', 'GH₵', 'total', 'max', 'GH₵ 500'],
    ['GHS 500', 'en', 500, 'GHS', 'GHS', 'total', 'max', 'GHS 500'],
    ['Ksh 5,000', 'en', 5000, 'KES', 'Ksh', 'total', 'max', 'Ksh 5,000'],
    ['CHF 150', 'de', 150, 'CHF', 'CHF', 'total', 'max', 'CHF 150'],
    ['150 francs', 'fr', 150, null, 'francs', 'total', 'max', '150 francs'],
    ['150 Franken', 'de', 150, 'CHF', 'Franken', 'total', 'max', '150 Franken'],
    ['150 Fr.', 'de', 150, null, 'Fr.', 'total', 'max', '150 Fr.'],
    ['80 frs', 'fr', 80, null, 'frs', 'total', 'max', '80 frs'],
    ['kr 500', 'en', 500, null, 'kr', 'total', 'max', 'kr 500'],
    ['30 mil pesos', 'es', 30000, null, 'pesos', 'total', 'max', '30 mil pesos'],
    ['2 mil reais', 'pt', 2000, 'BRL', 'reais', 'total', 'max', '2 mil reais'],
    ['1,5k €', 'es', 1500, 'EUR', '€', 'total', 'max', '1,5k €'],
    ['1.500 €', 'de', 1500, 'EUR', '€', 'total', 'max', '1.500 €'],
    ['1 500 €', 'fr', 1500, 'EUR', '€', 'total', 'max', '1 500 €'],
    ['12.50 €', 'en', 12.5, 'EUR', '€', 'total', 'max', '12.50 €'],
    ['100 dólares', 'es', 100, null, 'dólares', 'total', 'max', '100 dólares'],
    ['60 quid', 'en', 60, 'GBP', 'quid', 'total', 'max', '60 quid'],
    ['300 naira', 'en', 300, 'NGN', 'naira', 'total', 'max', '300 naira'],
    ['500 rand', 'en', 500, 'ZAR', 'rand', 'total', 'max', '500 rand'],
    ['100,000 won', 'en', 100000, 'KRW', 'won', 'total', 'max', '100,000 won'],
    ['8000 yen', 'en', 8000, 'JPY', 'yen', 'total', 'max', '8000 yen'],
    ['500 yuan', 'en', 500, 'CNY', 'yuan', 'total', 'max', '500 yuan'],
    ['5000 rupees', 'en', 5000, null, 'rupees', 'total', 'max', '5000 rupees'],
    ['200 złoty', 'en', 200, 'PLN', 'złoty', 'total', 'max', '200 złoty'],
    ['300 cedis', 'en', 300, 'GHS', 'cedis', 'total', 'max', '300 cedis'],
    ['80 sterline', 'it', 80, 'GBP', 'sterline', 'total', 'max', '80 sterline'],
  ])('%s', (...row) => expectMoney(row));
});

describe('whom it covers and its bound', () => {
  it.each<Row>([
    ['under $100 per person', 'en', 100, null, '$', 'person', 'max', '$100'],
    ['£40 each', 'en', 40, 'GBP', '£', 'person', 'max', '£40'],
    ['€30 a head', 'en', 30, 'EUR', '€', 'person', 'max', '€30'],
    ['$50pp', 'en', 50, null, '$', 'person', 'max', '$50'],
    ['€120 for the two of us', 'en', 120, 'EUR', '€', 'couple', 'max', '€120'],
    ['no more than $200 for both of us', 'en', 200, null, '$', 'couple', 'max', '$200'],
    ['around 50 dollars', 'en', 50, null, 'dollars', 'total', 'about', '50 dollars'],
    ['$80 or so', 'en', 80, null, '$', 'total', 'about', '$80'],
    ['at least $200', 'en', 200, null, '$', 'total', 'min', '$200'],
    ['up to £150 all in', 'en', 150, 'GBP', '£', 'total', 'max', '£150'],
    ['budget of €250', 'en', 250, 'EUR', '€', 'total', 'max', '€250'],
    ['a €250 budget', 'en', 250, 'EUR', '€', 'total', 'max', '€250'],
    ['unos 40 euros cada uno', 'es', 40, 'EUR', 'euros', 'person', 'about', '40 euros'],
    ['uns 150 reais cada', 'pt', 150, 'BRL', 'reais', 'person', 'about', '150 reais'],
    ['30 euros cada', 'es', 30, 'EUR', 'euros', 'person', 'max', '30 euros'],
    ['jeweils 25 Euro', 'de', 25, 'EUR', 'Euro', 'person', 'max', '25 Euro'],
    ['40 euro ognuno', 'it', 40, 'EUR', 'euro', 'person', 'max', '40 euro'],
    ['menos de 60 euros para los dos', 'es', 60, 'EUR', 'euros', 'couple', 'max', '60 euros'],
    ['hasta 100 € en total', 'es', 100, 'EUR', '€', 'total', 'max', '100 €'],
    ['alrededor de 500 pesos por persona', 'es', 500, null, 'pesos', 'person', 'about', '500 pesos'],
    ['environ 80 € par personne', 'fr', 80, 'EUR', '€', 'person', 'about', '80 €'],
    ['pas plus de 150 € pour nous deux', 'fr', 150, 'EUR', '€', 'couple', 'max', '150 €'],
    ["jusqu'à 200 € au total", 'fr', 200, 'EUR', '€', 'total', 'max', '200 €'],
    ['cerca de 300 reais para nós dois', 'pt', 300, 'BRL', 'reais', 'couple', 'about', '300 reais'],
    ['até R$ 200 por pessoa', 'pt', 200, 'BRL', 'R$', 'person', 'max', 'R$ 200'],
    ['no máximo 400 reais no total', 'pt', 400, 'BRL', 'reais', 'total', 'max', '400 reais'],
    ['höchstens 100 Euro pro Person', 'de', 100, 'EUR', 'Euro', 'person', 'max', '100 Euro'],
    ['etwa 50 Pfund für uns beide', 'de', 50, 'GBP', 'Pfund', 'couple', 'about', '50 Pfund'],
    ['bis zu 120 € insgesamt', 'de', 120, 'EUR', '€', 'total', 'max', '120 €'],
    ['al massimo 70 euro a testa', 'it', 70, 'EUR', 'euro', 'person', 'max', '70 euro'],
    ['più o meno 100 euro in tutto', 'it', 100, 'EUR', 'euro', 'total', 'about', '100 euro'],
    ['sotto i 90 euro per due', 'it', 90, 'EUR', 'euro', 'couple', 'max', '90 euro'],
    ['$50-80', 'en', 80, null, '$', 'total', 'max', '$50-80'],
    ['entre 50 y 80 €', 'es', 80, 'EUR', '€', 'total', 'max', '50 y 80 €'],
  ])('%s', (...row) => expectMoney(row));

  it('reads a bare number after a budget word', () => {
    expectMoney(['our budget is 200', 'en', 200, null, '', 'total', 'max', '200']);
  });

  it('ignores numbers that are not money', () => {
    for (const text of [
      'dinner at 7 for 2 people',
      '2 hours, 3 stops',
      'our 10th anniversary, she is turning 30',
      'back in 2019 we met',
      'budget for 2 hours',
    ]) {
      expect(extractBudget(text, 'en')).toEqual({ money: null, level: null, span: null });
    }
  });

  it('prefers the amount a budget word points at', () => {
    const budget = extractBudget('Tickets are $20 each, and our budget is $150 total', 'en');
    expect(budget.money).toMatchObject({ amount: 150, per: 'total', bound: 'max' });
  });
});

describe('price levels from words', () => {
  it.each<[string, Language, BudgetLevel | null, string | null]>([
    ['a cheap date', 'en', 'budget', 'cheap'],
    ['something affordable', 'en', 'budget', 'affordable'],
    ['we are on a budget', 'en', 'budget', 'on a budget'],
    ['free things to do', 'en', 'budget', 'free'],
    ['gluten-free dinner', 'en', null, null],
    ['feel free to pick', 'en', null, null],
    ['a fancy night out', 'en', 'luxury', 'fancy'],
    ['we want to splurge', 'en', 'luxury', 'splurge'],
    ['fine dining', 'en', 'luxury', 'fine dining'],
    ['money is no object', 'en', 'luxury', 'money is no object'],
    ['mid-range places', 'en', 'moderate', 'mid-range'],
    ['not too expensive', 'en', 'budget', 'not too expensive'],
    ['nada muy caro, por favor', 'es', 'budget', 'nada muy caro'],
    ['Abendessen, aber nicht zu teuer', 'de', 'budget', 'nicht zu teuer'],
    ['niente di troppo caro', 'it', 'budget', 'niente di troppo caro'],
    ['um jantar não muito caro', 'pt', 'budget', 'não muito caro'],
    ['nothing fancy', 'en', 'moderate', 'fancy'],
    ['not cheap', 'en', 'moderate', 'cheap'],
    ['algo barato', 'es', 'budget', 'barato'],
    ['una cena de lujo', 'es', 'luxury', 'de lujo'],
    ['pas cher', 'fr', 'budget', 'pas cher'],
    ['pas trop cher', 'fr', 'budget', 'pas trop cher'],
    ['rien de trop cher', 'fr', 'budget', 'rien de trop cher'],
    ['un restaurant gastronomique', 'fr', 'luxury', 'gastronomique'],
    ['algo econômico', 'pt', 'budget', 'econômico'],
    ['um jantar sofisticado', 'pt', 'luxury', 'sofisticado'],
    ['etwas Günstiges', 'de', 'budget', 'Günstiges'],
    ['ein gehobenes Restaurant', 'de', 'luxury', 'gehobenes'],
    ['qualcosa di economico', 'it', 'budget', 'economico'],
    ['una cena di lusso', 'it', 'luxury', 'di lusso'],
  ])('%s', (text, language, level, span) => {
    const budget = extractBudget(text, language);
    const start = span === null ? -1 : text.indexOf(span);
    expect(budget).toEqual({
      money: null,
      level,
      span: span === null ? null : { text: span, start, end: start + span.length },
      // A word for nothing to pay at all also asks for free stops.
      ...(span === 'free' ? { free: true } : {}),
    });
  });

  it('reads an ISO code of any currency only in capitals: in lower case some are words', () => {
    for (const text of ['all 3 of us', 'the top 5 bars', 'a cup 300 metres away', 'mad 2 hours'])
      expect(extractBudget(text, 'en').money, text).toBeNull();
  });

  it('reads thousands had or capped as money, and peso slang for thousands on its own', () => {
    expect(extractBudget('i have like 50k', 'en').money?.amount).toBe(50000);
    expect(extractBudget('tenemos 200 mil', 'es').money?.amount).toBe(200000);
    expect(extractBudget('on a 60 mille', 'fr').money?.amount).toBe(60000);
    expect(extractBudget('wir haben 2 tausend', 'de').money?.amount).toBe(2000);
    expect(extractBudget('30 lucas para los dos', 'es').money?.amount).toBe(30000);
    expect(extractBudget('30 mille max', 'fr').money?.amount).toBe(30000);
    expect(extractBudget('50k tops', 'en').money?.amount).toBe(50000);
    expect(extractBudget('200 mil como máximo', 'es').money?.amount).toBe(200000);
    expect(extractBudget('a 5k run then brunch', 'en').money).toBeNull();
    expect(extractBudget('we have 3 hours', 'en').money).toBeNull();
  });

  it('leaves the level to the amount when one is given', () => {
    expect(extractBudget('a cheap date, under $40', 'en').level).toBeNull();
  });
});
