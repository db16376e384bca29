import { useId } from 'react';
import { Link } from 'react-router';
import type { Watchlist } from '@mc/api';
import { ApiError } from '../../api/api-errors.js';
import { firstFieldError } from '../../api/error-messages.js';
import { EmptyState, QueryStates } from '../../ui/load-states.js';
import { Pagination } from '../../ui/pagination.js';
import { useTimeZone } from '../calendars/hooks/use-time-zone.js';
import { refusedForNoSubscription, SubscribersOnly, SubscribeToUse } from '../my-catalysts/subscribers-only.js';
import { MY_LISTS_PATH } from '../my-catalysts/watchlist-api.js';
import { useWatchlists } from '../my-catalysts/watchlist-queries.js';
import { ALERTS_PAGE_SIZE, FILTER_KINDS, isFilterKind, type Alert, type AlertPage } from './alert-api.js';
import { useAlertFeedQuery, type AlertFeedView } from './alert-feed-query.js';
import { AlertItem } from './alert-item.js';
import { useAlertFeed, useMarkAlertsRead, useUnreadAlerts } from './alert-queries.js';
import { alertHeadline, KIND_WORDS } from './alert-words.js';
import './alerts.css';

/** A page past the last: DRF's 400 on `page` ("Invalid page."), or a 404. */
const pastLastPage = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || (error.status === 400 && firstFieldError(error, ['page']) !== undefined));

/** The API's words when the address names a list that is not the account's (a deleted one) or an unknown kind. */
const refusedFilter = (error: unknown) =>
  error instanceof ApiError && error.status === 400 ? firstFieldError(error, ['list', 'kind']) : undefined;

/** `/my-catalysts/alerts` (subscribers): every alert, newest first, by list and kind; read and unread. */
export default function AlertsPage() {
  return (
    <SubscribersOnly>
      <Alerts />
    </SubscribersOnly>
  );
}

function Alerts() {
  const view = useAlertFeedQuery();
  const feed = useAlertFeed(view.query);
  const unread = useUnreadAlerts({ enabled: true });
  const lists = useWatchlists();
  const markRead = useMarkAlertsRead();
  const [timeZone] = useTimeZone();
  if (refusedForNoSubscription(feed.error)) return <SubscribeToUse />;
  const unreadCount = unread.data?.unread ?? 0;

  return (
    <article className="alerts-page">
      <header className="alerts-page__header">
        <div>
          <h1 className="alerts-page__title">Alerts</h1>
          <p className="alerts-page__intro">
            What changed in the catalysts of your lists&apos; tickers, newest first. Times are in your time zone (
            {timeZone.replace(/_/g, ' ')}).
          </p>
        </div>
        <Link className="button button--ghost button--small" to={MY_LISTS_PATH}>
          Alert settings
        </Link>
      </header>
      <div className="alerts-page__toolbar">
        <FeedFilters view={view} lists={lists.data ?? []} />
        <button
          type="button"
          className="button button--ghost button--small"
          disabled={unreadCount === 0 || markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
        >
          Mark all read
        </button>
      </div>
      <p className="alerts-page__error" role="alert">
        {markRead.isError && 'We could not mark your alerts read. Please try again.'}
      </p>
      {pastLastPage(feed.error) ? (
        <EmptyState>
          <p>There is no page {view.query.page} of these alerts.</p>
          <Link to={view.pageHref(1)}>Go to the first page</Link>
        </EmptyState>
      ) : refusedFilter(feed.error) ? (
        <EmptyState
          action={
            <button type="button" className="button button--ghost button--small" onClick={view.clearFilters}>
              Show every alert
            </button>
          }
        >
          <p>{refusedFilter(feed.error)}</p>
        </EmptyState>
      ) : (
        <QueryStates
          query={feed}
          what="your alerts"
          isEmpty={(page) => page.count === 0}
          empty={view.filtered ? <NoMatch onClear={view.clearFilters} /> : <NoAlertsYet />}
        >
          {(page) => (
            <FeedPage
              page={page}
              pageNumber={view.query.page}
              pageHref={view.pageHref}
              unreadCount={unreadCount}
              timeZone={timeZone}
              onRead={(alert) => markRead.mutate({ ids: [alert.id] })}
              busy={markRead.isPending}
            />
          )}
        </QueryStates>
      )}
    </article>
  );
}

function FeedFilters({ view, lists }: { view: AlertFeedView; lists: readonly Watchlist[] }) {
  const id = useId();
  // A list named in the address but gone since still shows as chosen, so the select never lies about the view.
  const listKnown = view.query.list === null || lists.some((list) => String(list.id) === view.query.list);
  return (
    <div className="alerts-page__filters" role="group" aria-label="Filter alerts">
      <div className="alerts-page__filter">
        <label className="alerts-page__label" htmlFor={`${id}-list`}>
          List
        </label>
        <select
          id={`${id}-list`}
          className="form-field__input"
          value={view.query.list ?? ''}
          onChange={(event) => view.setList(event.target.value || null)}
        >
          <option value="">All lists</option>
          {lists.map((list) => (
            <option key={list.id} value={String(list.id)}>
              {list.name}
            </option>
          ))}
          {!listKnown && <option value={view.query.list ?? ''}>A deleted list</option>}
        </select>
      </div>
      <div className="alerts-page__filter">
        <label className="alerts-page__label" htmlFor={`${id}-kind`}>
          Kind
        </label>
        <select
          id={`${id}-kind`}
          className="form-field__input"
          value={view.query.kind ?? ''}
          onChange={(event) => view.setKind(isFilterKind(event.target.value) ? event.target.value : null)}
        >
          <option value="">All kinds</option>
          {FILTER_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {KIND_WORDS[kind]}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}

interface FeedPageProps {
  page: AlertPage;
  pageNumber: number;
  pageHref: (page: number) => string;
  unreadCount: number;
  timeZone: string;
  onRead: (alert: Alert) => void;
  busy: boolean;
}

function FeedPage({ page, pageNumber, pageHref, unreadCount, timeZone, onRead, busy }: FeedPageProps) {
  return (
    <>
      <p className="alerts-page__count" role="status">
        {page.count} {page.count === 1 ? 'alert' : 'alerts'}
        {unreadCount > 0 && `, ${unreadCount} unread in all`}
      </p>
      <ol className="alerts-feed" aria-label="Alerts, newest first">
        {page.results.map((alert) => (
          <AlertItem
            key={alert.id}
            alert={alert}
            timeZone={timeZone}
            actions={
              !alert.read && (
                <button
                  type="button"
                  className="button button--ghost button--small alert-item__read"
                  aria-label={`Mark read: ${alertHeadline(alert)}`}
                  disabled={busy}
                  onClick={() => onRead(alert)}
                >
                  Mark read
                </button>
              )
            }
          />
        ))}
      </ol>
      <Pagination
        page={pageNumber}
        pageCount={Math.max(1, Math.ceil(page.count / ALERTS_PAGE_SIZE))}
        hasPrevious={page.previous !== null}
        hasNext={page.next !== null}
        hrefFor={pageHref}
      />
    </>
  );
}

function NoMatch({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      action={
        <button type="button" className="button button--ghost button--small" onClick={onClear}>
          Show every alert
        </button>
      }
    >
      <p>No alerts match these filters.</p>
    </EmptyState>
  );
}

function NoAlertsYet() {
  return (
    <EmptyState
      action={
        <Link className="button button--primary button--small" to={MY_LISTS_PATH}>
          Add tickers to a list
        </Link>
      }
    >
      <p>No alerts yet.</p>
      <p>
        Alerts come from the tickers of your lists. Change alerts are on for every list: when one of their catalysts moves to
        another day, has its date confirmed, changes its time or status, gets its outcome or leaves the calendar, it shows here
        and in your inbox within minutes.
      </p>
    </EmptyState>
  );
}
