import { Link } from 'react-router';
import { useAuth } from '../auth/use-auth.js';

interface SubscribeCallProps {
  shown: number;
  total: number;
  title: string;
}

/**
 * What a reader without a subscription sees after the preview rows. A visitor goes to the
 * register-and-subscribe form; a signed-in reader without a plan to the plan choice.
 */
export function SubscribeCall({ shown, total, title }: SubscribeCallProps) {
  const { isAuthenticated } = useAuth();
  return (
    <aside className="subscribe-call" aria-labelledby="subscribe-call-title">
      <div>
        <h2 id="subscribe-call-title" className="subscribe-call__title">
          Subscribe to see all {total} stocks
        </h2>
        <p>
          You are seeing the first {shown} of the {total} stocks in {title}. Subscribers see every constituent with its delayed
          quote, market cap and next catalyst, plus the full catalyst calendars.
        </p>
      </div>
      <div className="subscribe-call__action">
        <Link className="button button--primary" to={isAuthenticated ? '/subscribe' : '/register'}>
          Subscribe for full access
        </Link>
        <p className="subscribe-call__trial">Includes a 7-day free trial for first-time subscribers.</p>
      </div>
    </aside>
  );
}
