import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { NetworkError } from '../../api/api-errors.js';
import { firstFieldError, serverDetail } from '../../api/error-messages.js';
import { FormMessages } from '../../ui/form-messages.js';
import { TextField } from '../../ui/text-field.js';
import { requestAccountDeletion } from '../auth/auth-api.js';
import '../billing/ui/danger-button.css';

function deletionErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'We could not delete your account. Check your connection and try again.';
  return (
    firstFieldError(error, ['current_password', 'non_field_errors']) ??
    serverDetail(error) ??
    'We could not delete your account. Please try again.'
  );
}

/**
 * The profile's last card: the account goes for good once its password is typed again. What goes
 * and what stays is said before the click (the subscription ends at once, the books keep invoices).
 */
export function DeleteAccount({ onDeleted }: { onDeleted: () => Promise<void> }) {
  const [password, setPassword] = useState('');
  const deletion = useMutation({ mutationFn: requestAccountDeletion, onSuccess: onDeleted });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    deletion.mutate(password);
  }

  return (
    <section className="profile__card profile__danger" aria-labelledby="delete-account-title">
      <h2 id="delete-account-title">Delete account</h2>
      <p>
        Deleting your account removes your profile, your watch lists and their calendar feeds, and signs you out everywhere. A
        subscription or free trial ends at once: nothing more is charged, and the days left in a paid period are not refunded.
        Invoices stay in our books, as the law asks. The weekly newsletter is separate: every issue has its own unsubscribe link.
      </p>
      <form className="profile__danger-form" onSubmit={handleSubmit} noValidate>
        <TextField
          label="Current password"
          type="password"
          name="current_password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormMessages error={deletion.isError ? deletionErrorMessage(deletion.error) : null} />
        <button
          type="submit"
          className="button danger-button"
          disabled={deletion.isPending || password === ''}
          aria-busy={deletion.isPending}
        >
          {deletion.isPending ? 'Processing...' : 'Delete my account'}
        </button>
      </form>
    </section>
  );
}
