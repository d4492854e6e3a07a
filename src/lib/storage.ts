import { ACCESS_TOKEN_STORAGE_KEY } from '@contract/first-paint';

/** The browser storage keys of spec section 3, typed so no caller misspells one. */
export const storageKeys = {
  authToken: ACCESS_TOKEN_STORAGE_KEY,
  refreshToken: 'refreshToken',
  guestEmail: 'guestEmail',
  idealDateDescription: 'idealDateDescription',
  authRedirectUrl: 'authRedirectUrl',
} as const;

export type StorageKey = keyof typeof storageKeys;

// Storage can throw (private mode, disabled cookies); the app then behaves as if it were empty.
export const storage = {
  get(key: StorageKey): string | null {
    try {
      return window.localStorage.getItem(storageKeys[key]);
    } catch {
      return null;
    }
  },
  set(key: StorageKey, value: string): void {
    try {
      window.localStorage.setItem(storageKeys[key], value);
    } catch {
      /* see above */
    }
  },
  remove(key: StorageKey): void {
    try {
      window.localStorage.removeItem(storageKeys[key]);
    } catch {
      /* see above */
    }
  },
};

export const tokenStorage = {
  accessToken: () => storage.get('authToken'),
  refreshToken: () => storage.get('refreshToken'),
  save(tokens: { access_token: string; refresh_token?: string }) {
    storage.set('authToken', tokens.access_token);
    if (tokens.refresh_token) storage.set('refreshToken', tokens.refresh_token);
  },
  clear() {
    storage.remove('authToken');
    storage.remove('refreshToken');
  },
};
