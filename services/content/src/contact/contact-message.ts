import {
  CONTACT_EMAIL_MAX,
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  type ContactTopic,
} from '@mc/proto/content-words';
import type { SendContactMessageRequest } from '@mc/proto';

export interface ContactMessage {
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** An address as mail servers take it: one @, no spaces, a dot in the domain. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Line breaks or other control characters in the name or address would let a sender shape the mail's headers. */
const CONTROL = /\p{Cc}/u;

/**
 * The contract's own check of a contact message, with DRF's words (the bff refuses the same input
 * first; this keeps the mail safe whoever calls). Returns the trimmed message or the field errors.
 */
export function checkContactMessage(
  request: SendContactMessageRequest,
): { message: ContactMessage } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {};
  const name = request.name.trim();
  const email = request.email.trim();
  const message = request.message.trim();
  const refuse = (field: string, text: string) => (errors[field] ??= []).push(text);
  if (!name) refuse('name', 'This field may not be blank.');
  else if (name.length > CONTACT_NAME_MAX) refuse('name', `Ensure this field has no more than ${CONTACT_NAME_MAX} characters.`);
  else if (CONTROL.test(name)) refuse('name', 'Enter your name on one line.');
  if (!email) refuse('email', 'This field may not be blank.');
  else if (email.length > CONTACT_EMAIL_MAX || !EMAIL.test(email) || CONTROL.test(email))
    refuse('email', 'Enter a valid email address.');
  if (!CONTACT_TOPICS.some((topic) => topic.value === request.topic))
    refuse('topic', `"${request.topic}" is not a valid choice.`);
  if (!message) refuse('message', 'This field may not be blank.');
  else if (message.length < CONTACT_MESSAGE_MIN)
    refuse('message', `Ensure this field has at least ${CONTACT_MESSAGE_MIN} characters.`);
  else if (message.length > CONTACT_MESSAGE_MAX)
    refuse('message', `Ensure this field has no more than ${CONTACT_MESSAGE_MAX} characters.`);
  if (Object.keys(errors).length) return { errors };
  return { message: { name, email, topic: request.topic as ContactTopic, message } };
}
