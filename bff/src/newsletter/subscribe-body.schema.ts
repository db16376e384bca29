import { z } from 'zod';
import { drfForm } from '../http/drf-form.js';

/** RFC 5321's longest address. */
const EMAIL_MAX = 254;
/** The web client's own check (spec §5, "an email-shape pattern"); the newsletter service checks the address fully. */
const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** `{"email": ...}` as DRF's EmailField refuses it, field by field. */
export const SubscribeBodySchema = drfForm({
  email: z
    .string({ error: (issue) => (issue.input === undefined ? 'This field is required.' : 'Not a valid string.') })
    .trim()
    .min(1, { message: 'This field may not be blank.', abort: true })
    .max(EMAIL_MAX, { message: `Ensure this field has no more than ${EMAIL_MAX} characters.`, abort: true })
    .refine((email) => EMAIL_SHAPE.test(email), 'Enter a valid email address.'),
});

export type SubscribeBody = z.output<typeof SubscribeBodySchema>;
