import { afterEach, describe, expect, it } from 'vitest';
import { restoreStoredFields } from './stored-fields';

afterEach(() => {
  window.localStorage.clear();
  document.body.innerHTML = '';
});

describe('restoreStoredFields', () => {
  it('puts the stored description into the empty box that asks for it', () => {
    window.localStorage.setItem('idealDateDescription', 'Sunset in Lisbon');
    document.body.innerHTML =
      '<textarea data-stored-as="idealDateDescription"></textarea><textarea data-stored-as="nothingStored"></textarea><textarea></textarea>';
    restoreStoredFields(document.body);
    const [asked, unknown, plain] = document.querySelectorAll('textarea');
    expect(asked!.value).toBe('Sunset in Lisbon');
    expect(unknown!.value).toBe('');
    expect(plain!.value).toBe('');
  });

  it('never replaces what the reader has typed already', () => {
    window.localStorage.setItem('idealDateDescription', 'Sunset in Lisbon');
    document.body.innerHTML = '<textarea data-stored-as="idealDateDescription"></textarea>';
    document.querySelector('textarea')!.value = 'Jazz in Porto';
    restoreStoredFields(document.body);
    expect(document.querySelector('textarea')!.value).toBe('Jazz in Porto');
  });
});
