/**
 * The user's display choices (saved on /settings, kept on the server per user) mirrored on this
 * device, so the shell and the formatters apply them before any request. /settings refreshes the
 * mirror from the server whenever it loads.
 */
import { useSyncExternalStore } from 'react';

export type ThemeChoice = 'light' | 'dark' | 'auto';
const THEME_KEY = 'ui.theme';
const TIMEZONE_KEY = 'ui.timezone';
const listeners = new Set<() => void>();

function readKey(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeKey(key: string, value: string | null) {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Storage refused (private mode): the choice still applies on /settings' next load.
  }
  listeners.forEach((l) => l());
}

function readTheme(): ThemeChoice {
  const v = readKey(THEME_KEY);
  return v === 'light' || v === 'dark' ? v : 'auto';
}

/** 'auto' leaves light or dark to the white-label brand. */
export const setThemeChoice = (choice: ThemeChoice) => writeKey(THEME_KEY, choice === 'auto' ? null : choice);

function subscribe(listener: () => void) {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => (e.key === THEME_KEY || e.key === TIMEZONE_KEY) && listener();
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const useThemeChoice = () => useSyncExternalStore(subscribe, readTheme, () => 'auto' as ThemeChoice);

/** The IANA zone dates are shown in, or undefined for the browser's own. */
export function displayTimeZone(): string | undefined {
  return readKey(TIMEZONE_KEY) ?? undefined;
}

export const setDisplayTimeZone = (zone: string | null) => writeKey(TIMEZONE_KEY, zone);
