import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { firstFieldError, serverDetail } from '../../api/error-messages.js';
import { FormCard } from '../../ui/form-card.js';
import { FormMessages } from '../../ui/form-messages.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { TextField } from '../../ui/text-field.js';
import { requestPasswordReset } from './auth-api.js';

// Spec §8: server detail, else the error's own message (a 400 names the field), else the generic text.
function resetRequestErrorMessage(error: unknown): string {
  return serverDetail(error) ?? firstFieldError(error, ['email', 'non_field_errors']) ?? 'An error occurred. Please try again.';
}

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const request = useMutation({ mutationFn: (address: string) => requestPasswordReset(address) });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    request.mutate(email);
  }

  return (
    <FormCard
      title="Forgot Password"
      intro="Enter the email address of your account and we will send you a link to choose a new password."
      footer={<Link to="/login">Back to Log In</Link>}
    >
      <form onSubmit={handleSubmit}>
        <TextField
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <FormMessages
          error={request.isError ? resetRequestErrorMessage(request.error) : null}
          success={request.isSuccess ? 'Please check your email for a link to reset your password.' : null}
        />
        <SubmitButton busy={request.isPending}>Submit</SubmitButton>
      </form>
    </FormCard>
  );
}
