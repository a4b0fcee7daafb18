/**
 * The API key lives in React state (memory) by default. Only when the user ticks "Remember on this
 * device" is it written to localStorage, under this one clearly named entry, and it is removed again
 * when they untick the box or clear the key.
 */
export const REMEMBERED_API_KEY_STORAGE_KEY = 'folio.playground.apiKey';

/** Storage can be unavailable (privacy modes, blocked cookies); the playground then simply forgets. */
function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function readRememberedApiKey(): string {
  try {
    return localStorageOrNull()?.getItem(REMEMBERED_API_KEY_STORAGE_KEY) ?? '';
  } catch {
    return '';
  }
}

export function rememberApiKey(apiKey: string): void {
  try {
    if (apiKey) localStorageOrNull()?.setItem(REMEMBERED_API_KEY_STORAGE_KEY, apiKey);
    else forgetApiKey();
  } catch {
    // A full or blocked storage leaves the key in memory only, which is the safe default.
  }
}

export function forgetApiKey(): void {
  try {
    localStorageOrNull()?.removeItem(REMEMBERED_API_KEY_STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
}
