import { CONTACT_EMAIL_MAX, CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_NAME_MAX, CONTACT_TOPICS } from '@mc/api/content';
import { looksLikeEmail } from '../../newsletter/email-shape.js';

export interface ContactValues {
  name: string;
  email: string;
  topic: string;
  message: string;
  /** The honeypot: people never see it, so it stays empty. */
  website: string;
}

export const CONTACT_FIELDS = ['name', 'email', 'topic', 'message'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];
export type ContactErrors = Partial<Record<ContactField, string>>;

export const EMPTY_CONTACT: ContactValues = { name: '', email: '', topic: '', message: '', website: '' };

const thousands = new Intl.NumberFormat('en-US');

/** The same limits the API checks, told before anything is sent. */
export function validateContact(values: ContactValues): ContactErrors {
  const errors: ContactErrors = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();

  if (name === '') errors.name = 'Enter your name.';
  else if (name.length > CONTACT_NAME_MAX) errors.name = `Use at most ${CONTACT_NAME_MAX} characters for your name.`;

  if (email === '') errors.email = 'Enter your email address, so we can reply.';
  else if (email.length > CONTACT_EMAIL_MAX || !looksLikeEmail(email)) errors.email = 'Enter a valid email address.';

  if (!CONTACT_TOPICS.some((topic) => topic.value === values.topic)) errors.topic = 'Choose what your message is about.';

  if (message.length < CONTACT_MESSAGE_MIN) errors.message = `Write at least ${CONTACT_MESSAGE_MIN} characters.`;
  else if (message.length > CONTACT_MESSAGE_MAX)
    errors.message = `Keep your message to ${thousands.format(CONTACT_MESSAGE_MAX)} characters or fewer.`;

  return errors;
}
