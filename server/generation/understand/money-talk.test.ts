import { describe, expect, it } from 'vitest';
import { extractBudget } from './budget';
import type { Language } from '../request';

const level = (text: string, language: Language) => extractBudget(text, language).level;

describe('how much money people say they have, in words', () => {
  it.each([
    ['bin studentin und hab kaum geld', 'de'],
    ['floripa com meu boy, grana curta', 'pt'],
    ['a gente tá sem grana', 'pt'],
    ['orçamento apertado pq somos estudantes', 'pt'],
    ['on n’a pas beaucoup d’argent', 'fr'],
    ['sin gastar mucho que estoy seco', 'es'],
    ['siamo squattrinati', 'it'],
    ["we don't want to spend much", 'en'],
  ] as [string, Language][])('little money: %s', (text, language) => {
    expect(level(text, language)).toBe('budget');
  });

  it.each([
    ['Money is genuinely not a problem', 'en'],
    ['propose at sunset in Cartagena, money is no issue at all', 'en'],
    ['Berlin, Freitag Abend, Budget egal', 'de'],
    ['Geld spielt keine Rolle', 'de'],
    ['Verona, cena in piazza, budget alto', 'it'],
    ['si può spendere', 'it'],
    ['12 anos de casados, pode gastar bem!', 'pt'],
    ['wir können ruhig etwas mehr ausgeben', 'de'],
    ['puedes gastar lo que haga falta', 'es'],
    ['vous pouvez dépenser sans compter', 'fr'],
    ['puoi spendere quello che serve', 'it'],
    ['el dinero no importa', 'es'],
    ['l’argent, peu importe', 'fr'],
  ] as [string, Language][])('plenty of money: %s', (text, language) => {
    expect(level(text, language)).toBe('luxury');
  });

  it.each([
    ['in Paris we could spend the whole day walking', 'en'],
    ['un vino seco en Mendoza', 'es'],
    ['no problem if it rains, a museum then', 'en'],
    ['pasamos la tarde sin prisa, sin planes', 'es'],
  ] as [string, Language][])('says nothing about money: %s', (text, language) => {
    expect(level(text, language)).toBeNull();
  });
});
