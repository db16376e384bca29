import { Link } from 'react-router';
import { FormCard } from '../../../ui/form-card.js';
import { FormMessages } from '../../../ui/form-messages.js';
import { LOGIN_REDIRECT_DELAY_MS } from '../billing-settings.js';
import { useRedirectAfter } from '../use-redirect-after.js';

/** Spec §5: /subscribe without a stored token says why, then opens /login. */
export function LoginRequired() {
  useRedirectAfter('/login', LOGIN_REDIRECT_DELAY_MS);
  return (
    <FormCard title="Subscribe" footer={<Link to="/login">Log in now</Link>}>
      <FormMessages error="You must be logged in to subscribe." />
    </FormCard>
  );
}
