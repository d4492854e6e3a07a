import { storage, storageKeys, type StorageKey } from '@/lib/storage';

/**
 * On a field of a prerendered page: the storage key (of `storageKeys`) whose text the field shows when
 * the page arrives, as the app would (a returning visitor's last description).
 */
export const STORED_FIELD_ATTRIBUTE = 'data-stored-as';

const isStorageKey = (key: string | null): key is StorageKey => key !== null && key in storageKeys;

/**
 * Puts the stored text into each empty field that asks for it, before the app is there: the reader
 * sees it at once, and the app takes it over as the field's content (useTakenOverField).
 */
export function restoreStoredFields(root: ParentNode) {
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>(
    `[${STORED_FIELD_ATTRIBUTE}]`,
  )) {
    const key = field.getAttribute(STORED_FIELD_ATTRIBUTE);
    if (field.value !== '' || !isStorageKey(key)) continue;
    const text = storage.get(key);
    if (text) field.value = text;
  }
}
