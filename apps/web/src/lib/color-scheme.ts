import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';
import { readStorage, STORAGE_KEYS, writeStorage } from './storage.ts';

/**
 * Keeps Mantine's colour scheme under the spec's key `dark-mode` ('true' | 'false'), and follows
 * changes made in another tab. `public/boot.js` reads the same key before the first paint.
 */
export function darkModeColorSchemeManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | null = null;
  return {
    get(defaultValue) {
      const stored = readStorage(STORAGE_KEYS.darkMode);
      if (stored === 'true') return 'dark';
      if (stored === 'false') return 'light';
      return defaultValue;
    },
    set(value: MantineColorScheme) {
      // 'auto' is never offered in the UI; if set it is stored as light.
      writeStorage(STORAGE_KEYS.darkMode, value === 'dark' ? 'true' : 'false');
    },
    subscribe(onUpdate) {
      handler = (event) => {
        if (event.storageArea === window.localStorage && event.key === STORAGE_KEYS.darkMode) {
          onUpdate(event.newValue === 'true' ? 'dark' : 'light');
        }
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe() {
      if (handler) window.removeEventListener('storage', handler);
      handler = null;
    },
    clear() {
      try {
        window.localStorage.removeItem(STORAGE_KEYS.darkMode);
      } catch {
        // storage unavailable: nothing stored to clear
      }
    },
  };
}
