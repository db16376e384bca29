import { useId, useRef, useState, type FormEvent } from 'react';
import type { ContactTopic } from '@mc/api';
import { CONTACT_HONEYPOT_FIELD, CONTACT_MESSAGE_MAX, CONTACT_TOPICS } from '@mc/api/content';
import { FormMessages } from '../../../ui/form-messages.js';
import { SubmitButton } from '../../../ui/submit-button.js';
import { sendContactMessage } from '../api/content-api.js';
import { contactFailure } from './contact-errors.js';
import { ContactField } from './contact-field.js';
import { CONTACT_FIELDS, EMPTY_CONTACT, validateContact, type ContactErrors, type ContactValues } from './contact-validation.js';

/**
 * The Contact Us form: name, email, topic and message, checked here with the API's own limits, then sent
 * to `POST /api/contact/`. The API's field errors appear at their fields. The hidden `website` field is a
 * trap for bots: people never see it or reach it, and a message that fills it is dropped by the server.
 */
export function ContactForm({ supportEmail }: { supportEmail: string | null }) {
  const titleId = useId();
  const trapId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY_CONTACT);
  const [errors, setErrors] = useState<ContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function update(field: keyof ContactValues, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function focusFirstInvalid() {
    // After React has drawn the messages, so the reader hears the field with its error.
    window.setTimeout(() => formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(), 0);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSent(null);
    setFormError(null);
    const found = validateContact(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirstInvalid();
      return;
    }

    setBusy(true);
    try {
      const answer = await sendContactMessage({
        name: values.name.trim(),
        email: values.email.trim(),
        topic: values.topic as ContactTopic,
        message: values.message.trim(),
        [CONTACT_HONEYPOT_FIELD]: values.website,
      });
      setValues(EMPTY_CONTACT);
      setSent(answer.detail);
    } catch (error) {
      const failure = contactFailure(error, supportEmail);
      setErrors(failure.fields);
      setFormError(failure.form);
      if (Object.keys(failure.fields).length > 0) focusFirstInvalid();
    } finally {
      setBusy(false);
    }
  }

  const fieldError = (field: (typeof CONTACT_FIELDS)[number]) => errors[field];

  return (
    <section className="contact-form" aria-labelledby={titleId}>
      <h2 id={titleId} className="contact-form__title">
        Send us a message
      </h2>
      {/* noValidate: the form's own checks and messages replace the browser's bubbles. */}
      <form ref={formRef} onSubmit={handleSubmit} noValidate>
        <ContactField label="Name" error={fieldError('name')}>
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={(event) => update('name', event.target.value)}
            />
          )}
        </ContactField>
        <ContactField label="Email" error={fieldError('email')} hint="We reply to this address.">
          {(control) => (
            <input
              {...control}
              className="form-field__input"
              type="email"
              name="email"
              autoComplete="email"
              value={values.email}
              onChange={(event) => update('email', event.target.value)}
            />
          )}
        </ContactField>
        <ContactField label="Topic" error={fieldError('topic')}>
          {(control) => (
            <select
              {...control}
              className="form-field__input"
              name="topic"
              value={values.topic}
              onChange={(event) => update('topic', event.target.value)}
            >
              <option value="">Choose a topic</option>
              {CONTACT_TOPICS.map((topic) => (
                <option key={topic.value} value={topic.value}>
                  {topic.label}
                </option>
              ))}
            </select>
          )}
        </ContactField>
        <ContactField label="Message" error={fieldError('message')}>
          {(control) => (
            <textarea
              {...control}
              className="form-field__input contact-form__message"
              name="message"
              rows={7}
              maxLength={CONTACT_MESSAGE_MAX}
              value={values.message}
              onChange={(event) => update('message', event.target.value)}
            />
          )}
        </ContactField>
        {/* The honeypot: off screen, out of the tab order and hidden from screen readers. */}
        <div className="contact-form__trap" aria-hidden="true">
          <label htmlFor={trapId}>Website</label>
          <input
            id={trapId}
            type="text"
            name={CONTACT_HONEYPOT_FIELD}
            tabIndex={-1}
            autoComplete="off"
            value={values.website}
            onChange={(event) => update('website', event.target.value)}
          />
        </div>
        <FormMessages error={formError} success={sent} />
        <SubmitButton busy={busy}>Send message</SubmitButton>
      </form>
    </section>
  );
}
