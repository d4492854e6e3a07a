/**
 * On a field of a prerendered page: the localStorage key whose text the field shows when the page
 * arrives, as the app would (a returning visitor's last description, `storageKeys.idealDateDescription`).
 */
export const STORED_FIELD_ATTRIBUTE = 'data-stored-as';

// Nothing imported: the boot script runs this on every prerendered page, and any module it shares with
// the app becomes a second script that page fetches before the reader moves.
function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/**
 * Puts the stored text into each empty field that asks for it, before the app is there: the reader
 * sees it at once, and the app takes it over as the field's content (useTakenOverField).
 */
export function restoreStoredFields(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    `[${STORED_FIELD_ATTRIBUTE}]`,
  )) {
    const key = field.getAttribute(STORED_FIELD_ATTRIBUTE);
    if (field.value !== '' || !key) continue;
    const text = stored(key);
    if (text) field.value = text;
  }
}
