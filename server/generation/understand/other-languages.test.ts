import { describe, expect, it } from 'vitest';
import { planOffline } from '../pipeline';
import { readRequest, TEST_NOW } from './read-for-tests';

describe('the six languages are answered in their own language, even on a few words', () => {
  it.each([
    ['un ciné ?', 'fr'],
    ['Casablanca : hammam, tajine, 800 dirhams', 'fr'],
    ['Bologna. Tomorrow. Tortellini.', 'en'],
    ['un resto ce soir ?', 'fr'],
    ['Cena e cinema a Torino', 'it'],
    ['Cena y cine en Sevilla', 'es'],
  ])('%s → %s', (text, language) => {
    const request = readRequest(text);
    expect(request.languageFallback).toBe(false);
    expect(request.language).toBe(language);
  });
});

describe('another language gets an English plan that says why, first', () => {
  it.each([
    [
      "Eşimle Kapadokya'dayız, cuma sabahı balon turu yapmak istiyoruz, sonra testi kebabı ve Göreme'de gün batımı. 10 bin lira bütçemiz var.",
      'Turkish',
    ],
    ['utrecht zondagmiddag, rondvaart door de grachten en dan appeltaart. we hebben 70 euro', 'Dutch'],
    ['výlet z Prahy do Českého Krumlova v neděli s přítelkyní, procházka po městě a pstruh k obědu', 'Czech'],
    [
      'Nataka kumpeleka mpenzi wangu out Arusha Jumamosi jioni. Tunapenda nyama choma na muziki wa live.',
      'Swahili',
    ],
  ])('%s', (text, name) => {
    const result = planOffline(text, { now: TEST_NOW });
    if ('refused' in result) throw new Error('a real request in another language was refused');
    expect(result.request.languageFallback).toBe(true);
    expect(result.plan.language).toBe('en');
    expect(result.plan.general_date_tips[0]).toContain(`because ${name} is not supported yet`);
  });

  it('is not refused when the detector cannot name the language (Turkish with names)', () => {
    const result = planOffline(
      "İstanbul'da cumartesi sabahı sevgilimle Kadıköy'de kahvaltı, sonra Boğaz'da vapur turu. Bütçe 3000 TL",
      { now: TEST_NOW },
    );
    if ('refused' in result) throw new Error('refused');
    expect(result.plan.general_date_tips[0]).toMatch(/in English because your language is not supported yet/);
  });

  it('says nothing of the kind for a plan in one of the six', () => {
    const result = planOffline('Una cena romántica en Madrid y luego un paseo', { now: TEST_NOW });
    if ('refused' in result) throw new Error('refused');
    expect(result.plan.general_date_tips.join(' ')).not.toContain('not supported');
  });
});
