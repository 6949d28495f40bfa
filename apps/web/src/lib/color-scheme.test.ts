import { afterEach, describe, expect, it, vi } from 'vitest';
import { darkModeColorSchemeManager } from './color-scheme.ts';

afterEach(() => localStorage.clear());

describe('colour scheme manager', () => {
  it('keeps the scheme under `dark-mode` as true/false', () => {
    const manager = darkModeColorSchemeManager();
    expect(manager.get('light')).toBe('light');
    manager.set('dark');
    expect(localStorage.getItem('dark-mode')).toBe('true');
    expect(manager.get('light')).toBe('dark');
    manager.set('light');
    expect(localStorage.getItem('dark-mode')).toBe('false');
    expect(manager.get('dark')).toBe('light');
    manager.clear();
    expect(localStorage.getItem('dark-mode')).toBeNull();
  });

  it('follows a change made in another tab', () => {
    const manager = darkModeColorSchemeManager();
    const onUpdate = vi.fn();
    manager.subscribe(onUpdate);
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'dark-mode', newValue: 'true', storageArea: localStorage }),
    );
    expect(onUpdate).toHaveBeenCalledWith('dark');
    manager.unsubscribe();
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'dark-mode', newValue: 'false', storageArea: localStorage }),
    );
    expect(onUpdate).toHaveBeenCalledTimes(1);
  });
});
