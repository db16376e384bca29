import { Link } from 'react-router';
import { QueryStates } from '../../ui/load-states.js';
import { usePopover } from '../../ui/use-popover.js';
import { useTimeZone } from '../calendars/hooks/use-time-zone.js';
import { MY_LISTS_PATH } from '../my-catalysts/watchlist-api.js';
import { useIsSubscriber } from '../my-catalysts/watchlist-queries.js';
import { ALERTS_PATH, type Alert } from './alert-api.js';
import { AlertItem } from './alert-item.js';
import { useAlertFeed, useMarkAlertsRead, useUnreadAlerts } from './alert-queries.js';
import { badgeCount } from './alert-words.js';
import '../../ui/popover.css';
import './alerts.css';

const LATEST = { list: null, kind: null, page: 1 } as const;

/** The header's bell (issue 22 §3), for subscribers only: the unread count, and the latest 20 alerts on a press. */
export function AlertBell() {
  const { subscriber } = useIsSubscriber();
  const unread = useUnreadAlerts({ enabled: subscriber });
  if (!subscriber) return null;
  return <Bell unread={unread.data?.unread ?? 0} />;
}

function Bell({ unread }: { unread: number }) {
  const popover = usePopover<HTMLDivElement>();
  return (
    <div className="popover-anchor alert-bell" ref={popover.root}>
      <button
        {...popover.buttonProps}
        type="button"
        className="alert-bell__button"
        aria-label={unread > 0 ? `Alerts, ${unread} unread` : 'Alerts'}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true">
          <path d="M12 3a6 6 0 0 0-6 6v3.5L4.5 16h15L18 12.5V9a6 6 0 0 0-6-6zM9.5 19a2.5 2.5 0 0 0 5 0" />
        </svg>
        {unread > 0 && (
          <span className="alert-bell__badge" aria-hidden="true">
            {badgeCount(unread)}
          </span>
        )}
      </button>
      {popover.open && (
        <div {...popover.popoverProps} className="popover alert-panel" role="group" aria-label="Alerts">
          <LatestAlerts unread={unread} onLeave={popover.close} />
        </div>
      )}
    </div>
  );
}

function LatestAlerts({ unread, onLeave }: { unread: number; onLeave: () => void }) {
  const [timeZone] = useTimeZone();
  const latest = useAlertFeed(LATEST);
  const markRead = useMarkAlertsRead();
  const open = (alert: Alert) => {
    if (!alert.read) markRead.mutate({ ids: [alert.id] });
    onLeave();
  };

  return (
    <>
      <div className="alert-panel__header">
        <h2 className="alert-panel__title">Alerts</h2>
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </button>
      </div>
      <QueryStates
        query={latest}
        what="your alerts"
        placement="inline"
        isEmpty={(page) => page.results.length === 0}
        empty={
          <p className="alert-panel__note">
            No alerts yet. Add tickers to a list and you hear here when one of their dates moves or is confirmed.
          </p>
        }
      >
        {(page) => (
          <ol className="alert-panel__list" aria-label="Latest alerts">
            {page.results.map((alert) => (
              <AlertItem key={alert.id} alert={alert} timeZone={timeZone} onOpen={() => open(alert)} />
            ))}
          </ol>
        )}
      </QueryStates>
      {markRead.isError && (
        <p className="alert-panel__error" role="alert">
          We could not mark your alerts read. Please try again.
        </p>
      )}
      <div className="alert-panel__footer">
        <Link to={ALERTS_PATH} onClick={onLeave}>
          See all alerts
        </Link>
        <Link to={MY_LISTS_PATH} onClick={onLeave}>
          Alert settings
        </Link>
      </div>
    </>
  );
}
