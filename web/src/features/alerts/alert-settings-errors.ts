import { ApiError, NetworkError } from '../../api/api-errors.js';
import { firstFieldError, serverDetail } from '../../api/error-messages.js';
import type { AlertSettings } from './alert-api.js';

export type SettingsField = keyof AlertSettings;

const FIELDS: readonly SettingsField[] = ['reminder_days', 'reminder_time', 'digest', 'digest_time', 'change_alerts'];

export interface SettingsErrors {
  /** The API's words for a field, shown at it. */
  fields: Partial<Record<SettingsField, string>>;
  /** What refused the change as a whole (the network, `non_field_errors`, `detail`). */
  form: string | null;
}

/** A refused save in words: the 400's message at each field it names, anything else for the whole form. */
export function settingsErrors(error: unknown): SettingsErrors {
  if (!error) return { fields: {}, form: null };
  if (error instanceof NetworkError)
    return { fields: {}, form: 'We could not save the alert settings. Check your connection and try again.' };
  const fields: SettingsErrors['fields'] = {};
  for (const field of FIELDS) {
    const message = firstFieldError(error, [field]);
    if (message) fields[field] = message;
  }
  if (Object.keys(fields).length > 0) return { fields, form: null };
  const named = error instanceof ApiError ? (firstFieldError(error, ['non_field_errors']) ?? serverDetail(error)) : undefined;
  return { fields, form: named ?? 'We could not save the alert settings. Please try again.' };
}
