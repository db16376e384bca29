import type { Preferences, PreferencesChange } from '@mc/api';
import { api } from '../../api/api-client.js';

/** The signed-in account's own settings (any account, subscriber or not). */
export const PREFERENCES_PATH = '/api/preferences/';

export const preferencesKeys = {
  all: () => ['preferences'] as const,
  /** Every save of the time zone, so the zone control can say when the last one failed. */
  saveTimeZone: () => ['preferences', 'save-time-zone'] as const,
};

export function savePreferences(change: PreferencesChange): Promise<Preferences> {
  return api.request<Preferences>(PREFERENCES_PATH, { method: 'PATCH', body: change });
}
