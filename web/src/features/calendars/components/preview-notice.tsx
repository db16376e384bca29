import { Link } from 'react-router';
import type { CalendarLock } from '@mc/api/calendars';
import { useAuth } from '../../auth/use-auth.js';
import { LockIcon } from './lock-icon.js';
import './preview-notice.css';

const LOCK_WORDS: Record<CalendarLock, string> = {
  other_weeks: 'Past and upcoming weeks (the preview shows this week only)',
  fda_details: 'FDA event details: drug, indication, status and outcome',
  csv: 'CSV export of any calendar',
};

/** Where a visitor subscribes: the register-and-subscribe form; a signed-in reader without a plan, the plan choice. */
export function SubscribeLink({ className = 'button button--primary' }: { className?: string }) {
  const { isAuthenticated } = useAuth();
  return (
    <Link className={className} to={isAuthenticated ? '/subscribe' : '/register'}>
      Subscribe for full access
    </Link>
  );
}

/** A preview reader's view: what the subscription adds, and the way to it. */
export function PreviewNotice({ locked }: { locked: readonly CalendarLock[] }) {
  if (locked.length === 0) return null;
  return (
    <aside className="preview-notice" aria-labelledby="preview-notice-title">
      <div>
        <h2 id="preview-notice-title" className="preview-notice__title">
          You are seeing the free preview
        </h2>
        <p>Subscribers also get:</p>
        <ul className="preview-notice__locks">
          {locked.map((lock) => (
            <li key={lock}>
              <LockIcon /> {LOCK_WORDS[lock]}
            </li>
          ))}
        </ul>
      </div>
      <div className="preview-notice__action">
        <SubscribeLink />
        <p className="preview-notice__trial">Includes a 7-day free trial for first-time subscribers.</p>
      </div>
    </aside>
  );
}
