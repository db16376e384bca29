import { useMutation } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useParams } from 'react-router';
import { NetworkError } from '../../api/api-errors.js';
import { firstFieldError, serverDetail } from '../../api/error-messages.js';
import { FormCard } from '../../ui/form-card.js';
import { FormMessages } from '../../ui/form-messages.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { TextField } from '../../ui/text-field.js';
import { confirmPasswordReset } from './auth-api.js';

/** Spec §9: the login screen follows 3000 ms after a successful reset. */
const LOGIN_REDIRECT_DELAY_MS = 3000;

// Djoser checks fields, then the password, then uid, then token; show whichever it rejected.
const RESET_ERROR_FIELDS = ['new_password', 're_new_password', 'token', 'uid', 'non_field_errors'];

function resetErrorMessage(error: unknown): string {
  if (error instanceof NetworkError) return 'Network error or server is down. Please try again later.';
  return (
    serverDetail(error) ??
    firstFieldError(error, RESET_ERROR_FIELDS) ??
    'Failed to reset password. Please ensure the link is correct or contact support.'
  );
}

export default function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const [newPassword, setNewPassword] = useState('');
  const [confirmedPassword, setConfirmedPassword] = useState('');
  // Spec §5: a mismatch is said before any request is sent.
  const [mismatch, setMismatch] = useState(false);
  const reset = useMutation({ mutationFn: confirmPasswordReset });
  const succeeded = reset.isSuccess;

  useEffect(() => {
    if (!succeeded) return;
    const redirect = setTimeout(() => void navigate('/login'), LOGIN_REDIRECT_DELAY_MS);
    return () => clearTimeout(redirect);
  }, [succeeded, navigate]);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const matches = newPassword === confirmedPassword;
    setMismatch(!matches);
    if (!matches) return reset.reset();
    reset.mutate({ uid, token, new_password: newPassword, re_new_password: confirmedPassword });
  }

  const error = mismatch ? 'Passwords do not match!' : reset.isError ? resetErrorMessage(reset.error) : null;

  return (
    <FormCard title="Reset Password" intro="Choose a new password for your account.">
      <form onSubmit={handleSubmit}>
        <TextField
          label="New Password"
          name="new_password"
          type="password"
          autoComplete="new-password"
          required
          value={newPassword}
          onChange={(event) => setNewPassword(event.target.value)}
        />
        <TextField
          label="Confirm Password"
          name="re_new_password"
          type="password"
          autoComplete="new-password"
          required
          value={confirmedPassword}
          onChange={(event) => setConfirmedPassword(event.target.value)}
        />
        <FormMessages
          error={error}
          success={succeeded ? 'Password has been successfully reset. Redirecting to login...' : null}
        />
        <SubmitButton busy={reset.isPending} disabled={succeeded}>
          Change Password
        </SubmitButton>
      </form>
    </FormCard>
  );
}
