import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { firstFieldError, serverDetail } from '../../api/error-messages.js';
import { FormCard } from '../../ui/form-card.js';
import { FormMessages } from '../../ui/form-messages.js';
import { SubmitButton } from '../../ui/submit-button.js';
import { TextField } from '../../ui/text-field.js';
import { requestLogin } from './auth-api.js';
import type { LoginCredentials } from './auth-types.js';
import { useAuth } from './use-auth.js';

// Spec §8: server detail; Djoser's bad-credentials answer is {"non_field_errors": [...]}.
function loginErrorMessage(error: unknown): string {
  return serverDetail(error) ?? firstFieldError(error, ['non_field_errors']) ?? 'Login failed. Please try again.';
}

export default function LoginPage() {
  const { login } = useAuth();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const signIn = useMutation({
    mutationFn: async (credentials: LoginCredentials) => {
      const answer = await requestLogin(credentials);
      const token = answer.auth_token ?? answer.token;
      if (!token) throw new Error('The login answer carried no token');
      return { token, user: answer.user };
    },
    onSuccess: async ({ token, user }) => {
      login(token, user);
      await navigate('/profile');
    },
  });
  // A successful login keeps the button busy until the profile screen replaces this one.
  const busy = signIn.isPending || signIn.isSuccess;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    signIn.mutate({ username, password });
  }

  return (
    <FormCard
      title="Log In"
      intro="Welcome back. Sign in to open your calendars, portfolios and watch lists."
      footer={
        <>
          <Link to="/forgot-password">Forgot Password</Link>
          <span>
            New here? <Link to="/register">Sign up</Link>
          </span>
        </>
      }
    >
      <form onSubmit={handleSubmit}>
        <TextField
          label="Username"
          name="username"
          autoComplete="username"
          value={username}
          onChange={(event) => setUsername(event.target.value)}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <FormMessages error={signIn.isError ? loginErrorMessage(signIn.error) : null} />
        <SubmitButton busy={busy}>Log In</SubmitButton>
      </form>
    </FormCard>
  );
}
