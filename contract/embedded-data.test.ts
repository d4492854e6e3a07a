import { describe, expect, it } from 'vitest';
import { jsonDataElement, jsonDataIn, scriptSafeJson } from './embedded-data';

describe('scriptSafeJson', () => {
  it('never lets the text close or comment out its script element, and reads back the same', () => {
    const value = { title: '</script><script>alert(1)</script><!-- & \u2028' };
    const json = scriptSafeJson(value);
    expect(json).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});

describe('jsonDataElement', () => {
  it('wraps the data in an element the browser never runs, with nothing that could end it early', () => {
    const element = jsonDataElement('plans', [{ name: '</script>' }]);
    expect(element).toMatch(/^<script type="application\/json" id="plans">/);
    expect(element.match(/<\/script>/g)).toHaveLength(1);
  });
});

describe('jsonDataIn', () => {
  it('reads back what jsonDataElement put in a page', () => {
    const value = [{ name: 'Plus', note: '</script><!-- & \u2028' }];
    const html = `<html><head>${jsonDataElement('plans', value)}</head><body></body></html>`;
    expect(jsonDataIn(html, 'plans')).toEqual(value);
  });

  it('has nothing for a page without that element, or with one that is not JSON', () => {
    expect(jsonDataIn('<html><head></head></html>', 'plans')).toBeUndefined();
    expect(jsonDataIn('<script type="application/json" id="plans">{oops</script>', 'plans')).toBeUndefined();
  });
});
