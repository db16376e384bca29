import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { FormMessages } from '../../ui/form-messages.js';
import { looksLikeEmail } from './email-shape.js';
import { subscribeToNewsletter } from './newsletter-api.js';
import './newsletter-form.css';

export function NewsletterForm() {
  const inputId = useId();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const subscribe = useMutation({
    mutationFn: (address: string) => subscribeToNewsletter(address),
    onSuccess: () => setEmail(''),
  });
  const busy = subscribe.isPending;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // Spec §5: the shape is checked before any request.
    const shapeOk = looksLikeEmail(email);
    setInvalid(!shapeOk);
    if (shapeOk) subscribe.mutate(email);
    else subscribe.reset();
  }

  const error = invalid ? 'Invalid email' : subscribe.isError ? 'Error subscribing to the newsletter. Please try again.' : null;
  // Spec §8's words, then what double opt-in still asks of the reader (issue 19 §6).
  const success = subscribe.isSuccess ? (
    <>
      <span>Successfully subscribed to the newsletter!</span> <span>Check your inbox to confirm your address.</span>
    </>
  ) : null;

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
