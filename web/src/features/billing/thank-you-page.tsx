import { Link } from 'react-router';
import './thank-you-page.css';

export default function ThankYouPage() {
  return (
    <section className="thank-you" aria-labelledby="thank-you-title">
      <svg className="thank-you__icon" viewBox="0 0 24 24" aria-hidden="true">
        <path d="M5 12.5l4.5 4.5L19 7.5" />
      </svg>
      <h1 id="thank-you-title">Thank You!</h1>
      <p>Your subscription has been processed successfully.</p>
      <p>All premium features are now available to you: log in to start using them.</p>
      <div className="thank-you__actions">
        <Link className="button button--primary" to="/login">
          Log In
        </Link>
        <Link className="button button--ghost" to="/">
          Back to Home
        </Link>
      </div>
    </section>
  );
}
