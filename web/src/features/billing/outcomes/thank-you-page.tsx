import { Link } from 'react-router';
import { ResultCard } from './result-card.js';

/** Spec §2: where the older sign-up ends; the new member logs in next. */
export default function ThankYouPage() {
  return (
    <ResultCard
      tone="success"
      title="Thank You!"
      actions={
        <>
          <Link className="button button--primary" to="/login">
            Log In
          </Link>
          <Link className="button button--ghost" to="/">
            Back to Home
          </Link>
        </>
      }
    >
      <p>Your subscription has been processed successfully.</p>
      <p>All premium features are now available to you: log in to start using them.</p>
    </ResultCard>
  );
}
