import { afterEach, describe, expect, it } from 'vitest';
import { jsonDataElement } from '@contract/embedded-data';
import { readEmbeddedData } from './embedded-data';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('readEmbeddedData', () => {
  it('reads back what the server or the build embedded, however hostile its text', () => {
    const value = { title: '</script><script>alert(1)</script>' };
    document.head.innerHTML = jsonDataElement('data', value);
    expect(readEmbeddedData('data')).toEqual(value);
  });

  it('has nothing when the page carries no such data, or data that is not JSON', () => {
    expect(readEmbeddedData('data')).toBeUndefined();
    document.head.innerHTML = '<script type="application/json" id="data">{not json</script>';
    expect(readEmbeddedData('data')).toBeUndefined();
  });
});
