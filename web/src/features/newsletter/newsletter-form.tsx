import { useId, useState, type FormEvent } from 'react';
import { FormMessages } from '../../ui/form-messages.js';
import { looksLikeEmail } from './email-shape.js';
import { subscribeToNewsletter } from './newsletter-api.js';
import './newsletter-form.css';

export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSuccess(null);
    if (!looksLikeEmail(email)) {
      setError('Invalid email');
      return;
    }
    setError(null);
    setBusy(true);
    try {
      await subscribeToNewsletter(email);
      setSuccess('Successfully subscribed to the newsletter!');
      setEmail('');
    } catch {
      setError('Error subscribing to the newsletter. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    // noValidate: the spec's own check and message replace the browser's bubble.
    <form className="newsletter-form" onSubmit={handleSubmit} noValidate aria-labelledby={`${inputId}-title`}>
      <h2 id={`${inputId}-title`} className="newsletter-form__title">
        Get the weekly catalyst briefing
      </h2>
      <p className="newsletter-form__intro">Upcoming catalysts and new watch lists in your inbox, once a week.</p>
      <div className="newsletter-form__row">
        <label className="visually-hidden" htmlFor={inputId}>
          Email address
        </label>
        <input
          id={inputId}
          className="form-field__input"
          type="email"
          name="email"
          autoComplete="email"
          placeholder="you@example.com"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Processing...' : 'Subscribe'}
        </button>
      </div>
      <FormMessages error={error} success={success} />
    </form>
  );
}
