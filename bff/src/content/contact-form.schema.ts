import { z } from 'zod';
import {
  CONTACT_EMAIL_MAX,
  CONTACT_HONEYPOT_FIELD,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
} from '@mc/api/content';
import { drfForm } from '../http/drf-form.js';

const TOPICS: readonly string[] = CONTACT_TOPICS.map((topic) => topic.value);
/** An address as mail servers take it: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** DRF's CharField: required, a string, trimmed, not blank, bounded. */
const text = (max: number) =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .min(1, { message: 'This field may not be blank.', abort: true })
    .max(max, { message: `Ensure this field has no more than ${max} characters.`, abort: true });

/** The Contact Us form (`POST /api/contact/`), refused field by field in DRF's words. */
export const ContactFormSchema = drfForm({
  name: text(CONTACT_NAME_MAX).refine((name) => !/\p{Cc}/u.test(name), 'Enter your name on one line.'),
  email: text(CONTACT_EMAIL_MAX).refine((email) => EMAIL.test(email), 'Enter a valid email address.'),
  topic: text(100).refine((topic) => TOPICS.includes(topic), {
    error: (issue) => `"${String(issue.input)}" is not a valid choice.`,
  }),
  message: text(CONTACT_MESSAGE_MAX).refine(
    (message) => message.length >= CONTACT_MESSAGE_MIN,
    `Ensure this field has at least ${CONTACT_MESSAGE_MIN} characters.`,
  ),
  // The honeypot: hidden from people, so anything in it means a bot. Any type is accepted; its value decides.
  [CONTACT_HONEYPOT_FIELD]: z.unknown().optional(),
});

export type ContactForm = z.output<typeof ContactFormSchema>;

/** People leave the hidden field empty; bots fill every field they find. */
export const isBot = (form: ContactForm) => {
  const trap = form[CONTACT_HONEYPOT_FIELD];
  return trap !== undefined && trap !== null && trap !== '';
};
