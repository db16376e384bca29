import { Link } from 'react-router';
import { ResultCard } from './result-card.js';

/** Spec §2: the /error screen. */
export default function ErrorPage() {
  return (
    <ResultCard
      tone="failure"
      title="Something went wrong"
      actions={
        <Link className="button button--primary" to="/contact-support">
          Contact Support
        </Link>
      }
    >
      <p>We could not finish what you asked for. If it keeps happening, our support team will sort it out.</p>
    </ResultCard>
  );
}
