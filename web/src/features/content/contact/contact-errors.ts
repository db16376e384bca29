import { ApiError, NetworkError } from '../../../api/api-errors.js';
import { serverDetail } from '../../../api/error-messages.js';
import { CONTACT_FIELDS, type ContactErrors } from './contact-validation.js';

export interface ContactFailure {
  /** Messages to show at their fields. */
  fields: ContactErrors;
  /** A message for the form as a whole, or null when the fields say it all. */
  form: string | null;
}

function firstMessage(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value;
  if (Array.isArray(value)) return value.map(firstMessage).find((message) => message !== undefined);
  return undefined;
}

/**
 * What to tell the user when the message was not sent: a 400's field errors at their fields (anything
 * else in it, such as `non_field_errors`, above the button), a 429's reason, or that it failed in transit.
 */
export function contactFailure(error: unknown, supportEmail: string | null): ContactFailure {
  const writeInstead = supportEmail ? ` or write to ${supportEmail}` : '';
  if (error instanceof NetworkError) {
    return { fields: {}, form: `Your message could not be sent. Check your connection and try again${writeInstead}.` };
  }
  if (error instanceof ApiError && error.status === 400 && typeof error.body === 'object' && error.body !== null) {
    const body = error.body as Record<string, unknown>;
    const fields: ContactErrors = {};
    for (const field of CONTACT_FIELDS) {
      const message = firstMessage(body[field]);
      if (message) fields[field] = message;
    }
    const others = Object.entries(body)
      .filter(([key]) => !(CONTACT_FIELDS as readonly string[]).includes(key))
      .map(([, value]) => firstMessage(value))
      .filter((message): message is string => message !== undefined);
    if (Object.keys(fields).length > 0 || others.length > 0) return { fields, form: others[0] ?? null };
  }
  if (error instanceof ApiError && error.status === 429) {
    return {
      fields: {},
      form: serverDetail(error) ?? 'You have sent several messages in a short time. Please wait a few minutes and try again.',
    };
  }
  return { fields: {}, form: `Your message could not be sent right now. Please try again in a moment${writeInstead}.` };
}
