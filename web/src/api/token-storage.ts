/** The API token lives in localStorage under the key `token` (spec §6). */
export const TOKEN_STORAGE_KEY = 'token';

// Storage can be unavailable (privacy modes, disabled cookies): then the user is simply a visitor.
export function readStoredToken(): string | null {
  try {
    return window.localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeToken(token: string): void {
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts as long as the page: nothing else to do.
  }
}

export function removeStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}
