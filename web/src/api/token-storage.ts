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

/** Whether this page forgot a token because the API called it invalid (the session ended elsewhere). */
let endedByServer = false;

export function storeToken(token: string): void {
  endedByServer = false;
  try {
    window.localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Without storage the session lasts as long as the page: nothing else to do.
  }
}

/** Where the status and cancel screens of earlier releases kept the token (spec §6). */
export const LEGACY_TOKEN_STORAGE_KEY = 'authToken';

/** Forgets the token under both keys: a sign-out or a dead token must not leave one behind. */
export function removeStoredToken(): void {
  try {
    window.localStorage.removeItem(TOKEN_STORAGE_KEY);
    window.localStorage.removeItem(LEGACY_TOKEN_STORAGE_KEY);
  } catch {
    // Nothing was stored.
  }
}

/** Forgets a token the API no longer knows ("Invalid token."): guarded screens then ask to log in again. */
export function forgetDeadToken(): void {
  removeStoredToken();
  endedByServer = true;
}

export function sessionEndedByServer(): boolean {
  return endedByServer;
}
