import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { updatedAt } from '../calendars/model/value-format.js';
import { isAlertKind, type Alert } from './alert-api.js';
import { alertHeadline, alertLink, KIND_WORDS, listsWords } from './alert-words.js';

interface AlertItemProps {
  alert: Alert;
  /** The account's zone: when the alert came, as the calendars show times. */
  timeZone: string;
  /** Following the alert's link (the bell marks it read and closes). */
  onOpen?: () => void;
  /** What can be done with it beside the link (the feed's "Mark read"). */
  actions?: ReactNode;
}

/** One alert: what happened in a line, linking to its company; the catalyst, its kind, when, and which lists hold it. */
export function AlertItem({ alert, timeZone, onOpen, actions }: AlertItemProps) {
  const headline = alertHeadline(alert);
  const lists = listsWords(alert.lists);
  return (
    <li className={alert.read ? 'alert-item' : 'alert-item alert-item--unread'}>
      <span className="alert-item__dot" aria-hidden="true" />
      <div className="alert-item__body">
        <Link className="alert-item__headline" to={alertLink(alert)} onClick={onOpen}>
          {headline}
          {!alert.read && <span className="visually-hidden"> (unread)</span>}
        </Link>
        {alert.kind !== 'digest' && alert.title !== headline && <p className="alert-item__title">{alert.title}</p>}
        <p className="alert-item__meta">
          {isAlertKind(alert.kind) && <span className="alert-item__kind">{KIND_WORDS[alert.kind]}</span>}
          <time dateTime={alert.at}>{updatedAt(alert.at, timeZone)}</time>
          {lists && <span>{lists}</span>}
        </p>
      </div>
      {actions}
    </li>
  );
}
