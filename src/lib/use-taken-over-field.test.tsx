import { act, Suspense, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useTakenOverField } from './use-taken-over-field';

/** A prerendered form: the button is disabled while the box is empty, as the landing's is. */
function DescriptionForm({ takeOver = true }: { takeOver?: boolean }) {
  const [text, setText] = useState('');
  const ref = useTakenOverField<HTMLTextAreaElement>(text, setText);
  return (
    <form>
      <textarea
        ref={takeOver ? ref : undefined}
        aria-label="Describe"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" disabled={text.trim() === ''}>
        Plan it
      </button>
    </form>
  );
}

/** The page as the app hydrates it: the form inside a Suspense boundary, as the layout's outlet is. */
const page = (takeOver: boolean) => (
  <Suspense fallback={null}>
    <DescriptionForm takeOver={takeOver} />
  </Suspense>
);

/** The form's prerendered HTML, with `before` done to it before the app takes it over. */
async function takeOver(before: (box: HTMLTextAreaElement) => void, withHook = true) {
  const root = document.createElement('div');
  root.innerHTML = renderToString(page(withHook));
  document.body.append(root);
  before(root.querySelector('textarea')!);
  await act(async () => {
    hydrateRoot(root, page(withHook));
  });
  return { box: root.querySelector('textarea')!, button: root.querySelector('button')! };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('useTakenOverField', () => {
  it('makes text put in a prerendered box before the app took it over the box’s state', async () => {
    const { box, button } = await takeOver((field) => (field.value = 'A picnic by the river'));
    expect(box.value).toBe('A picnic by the river');
    expect(button.disabled).toBe(false);
    // The app owns the box from here: emptying it disables the button again.
    await act(async () => {
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, '');
      box.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(button.disabled).toBe(true);
  });

  it('is what hydration alone gets wrong: the box shows text while its button stays disabled', async () => {
    const { box, button } = await takeOver((field) => (field.value = 'A picnic by the river'), false);
    expect(box.value).toBe('A picnic by the river');
    expect(button.disabled).toBe(true);
  });

  it('leaves an untouched box as the app renders it', async () => {
    const { box, button } = await takeOver(() => {});
    expect(box.value).toBe('');
    expect(button.disabled).toBe(true);
  });
});
