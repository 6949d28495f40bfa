/** localStorage that never throws (private mode, disabled storage, quota). */
export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Nothing to do: the preference simply does not survive a reload.
  }
}

/** sessionStorage (one browser tab) that never throws. */
export function readSession(key: string): string | null {
  try {
    return window.sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: string, value: string): void {
  try {
    window.sessionStorage.setItem(key, value);
  } catch {
    // Without storage the not-found page's Back simply goes home.
  }
}

/** Keys of the preferences the app keeps in localStorage (named by the spec). */
export const STORAGE_KEYS = {
  language: 'lang',
  darkMode: 'dark-mode',
} as const;
