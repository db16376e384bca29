import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { SubmitButton } from '../../../ui/submit-button.js';
import { TextField } from '../../../ui/text-field.js';
import { subscribeToNewsletter } from '../../newsletter/newsletter-api.js';
import { createUser } from '../api/account-api.js';
import { firstVariantRegistrationError } from '../api/billing-errors.js';
import { REGISTRATION_REDIRECT_DELAY_MS } from '../billing-settings.js';
import { CheckboxField } from '../ui/checkbox-field.js';
import { useRedirectAfter } from '../use-redirect-after.js';

/**
 * Spec §2/§4, the first register variant: the account alone, then the subscription page with the
 * new user's id as clientReferenceId, 2 seconds after the success message.
 */
export default function RegisterOldPage() {
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [newsletter, setNewsletter] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [next, setNext] = useState<string | null>(null);
  useRedirectAfter(next, REGISTRATION_REDIRECT_DELAY_MS);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const { id } = await createUser({ username, email, password });
      if (newsletter) {
        await subscribeToNewsletter(email).catch((failure: unknown) => {
          console.warn('Newsletter sign-up failed; registration goes on.', failure);
        });
      }
      setNext(`/subscribe?clientReferenceId=${encodeURIComponent(String(id))}`);
    } catch (failure) {
      setError(firstVariantRegistrationError(failure));
      setBusy(false);
    }
  }

  const done = next !== null;
  return (
    <FormCard
      title="Create Your Account"
      intro="Start with your account; you choose your plan on the next page."
      footer={
        <span>
          Already a user? <Link to="/login">Log in here</Link>
        </span>
      }
    >
      <form onSubmit={handleSubmit}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          required
          disabled={busy}
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          disabled={busy}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          disabled={busy}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <CheckboxField
          name="newsletter"
          checked={newsletter}
          disabled={busy}
          onChange={(event) => setNewsletter(event.target.checked)}
        >
          Subscribe to the newsletter
        </CheckboxField>
        <FormMessages error={error} success={done ? 'Registration successful! Redirecting to subscription page...' : null} />
        <SubmitButton busy={busy && !done} disabled={done}>
          Continue
        </SubmitButton>
      </form>
    </FormCard>
  );
}
