import { useId } from 'react';
import { Link } from 'react-router';
import type { CompanyCatalystPreview, CompanyDetail } from '@mc/api';
import type { CalendarRow } from '@mc/api/calendars';
import { isNotFound } from '../../../api/api-errors.js';
import { useBffQuery } from '../../../api/bff-query.js';
import { EmptyState, QueryStates } from '../../../ui/load-states.js';
import { companyKeys, companyUrl } from '../../market/company-api.js';
import { dayWithYear } from '../model/day-format.js';
import { rowCalendarLink } from '../model/row-link.js';
import { clockTime } from '../model/value-format.js';
import { CompanyReactions } from './company-reactions.js';
import { SubscribeLink } from './preview-notice.js';
import { DateStatusBadge, SessionMarker, TypeTag } from './row-markers.js';
import './company-catalysts.css';

/** Catalysts listed in each of the two lists. */
export const CATALYSTS_PER_LIST = 6;
/** The symbols the company API takes (letters, digits, dot, dash, slash). */
const TICKER = /^[A-Z0-9][A-Z0-9.\-/]{0,11}$/;

type Company = CompanyDetail<CalendarRow>;

/** A company page's upcoming and recent catalysts, from every calendar: in full for a subscriber, a preview for anyone else. */
export function CompanyCatalysts({ ticker }: { ticker: string }) {
  if (!TICKER.test(ticker)) return null;
  return <CatalystLists key={ticker} ticker={ticker} />;
}

function CatalystLists({ ticker }: { ticker: string }) {
  // The viewer is part of the key: signing in or subscribing turns the preview into the full lists.
  const query = useBffQuery<Company>({ key: companyKeys.detail(ticker), path: companyUrl(ticker) });

  return (
    <section className="company-catalysts" aria-labelledby="company-catalysts-title">
      <h2 id="company-catalysts-title" className="company-catalysts__title">
        {ticker} catalysts
      </h2>
      {isNotFound(query.error) ? (
        <EmptyState>{ticker} is not among the companies our calendars follow.</EmptyState>
      ) : (
        <QueryStates query={query} what={`${ticker}'s catalysts`}>
          {(company) =>
            company.access === 'full' ? (
              <div className="company-catalysts__lists">
                <CatalystList
                  title="Upcoming"
                  rows={company.upcoming.slice(0, CATALYSTS_PER_LIST)}
                  none={`No upcoming catalysts for ${ticker} yet.`}
                />
                <CatalystList
                  title="Recent"
                  rows={company.recent.slice(0, CATALYSTS_PER_LIST)}
                  none={`No recent catalysts for ${ticker}.`}
                />
                <CompanyReactions ticker={ticker} />
              </div>
            ) : (
              <NextOfEachType ticker={ticker} upcoming={company.upcoming} />
            )
          }
        </QueryStates>
      )}
    </section>
  );
}

/** A visitor's view: when the next catalyst of each kind falls, and the way to what each one is. */
function NextOfEachType({ ticker, upcoming }: { ticker: string; upcoming: CompanyCatalystPreview<CalendarRow>[] }) {
  const headingId = useId();
  return (
    <div className="company-catalysts__lists">
      <section className="company-catalysts__list" aria-labelledby={headingId}>
        <h3 id={headingId}>Next of each kind</h3>
        {upcoming.length === 0 ? (
          <p className="company-catalysts__none">No upcoming catalysts for {ticker} yet.</p>
        ) : (
          <ul>
            {upcoming.map((next) => (
              <li key={next.type} className="company-catalyst">
                <p className="company-catalyst__when">{dayWithYear(next.date)}</p>
                <p className="company-catalyst__what">
                  <TypeTag type={next.type} />
                </p>
                <p className="company-catalyst__marks">
                  <DateStatusBadge status={next.date_status} />
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <div className="company-catalysts__subscribe">
        <p>Subscribers see what each event is, every upcoming one, and {ticker}&apos;s catalysts of the last 90 days.</p>
        <SubscribeLink />
      </div>
    </div>
  );
}

function CatalystList({ title, rows, none }: { title: string; rows: CalendarRow[]; none: string }) {
  const headingId = useId();
  return (
    <section className="company-catalysts__list" aria-labelledby={headingId}>
      <h3 id={headingId}>{title}</h3>
      {rows.length === 0 ? (
        <p className="company-catalysts__none">{none}</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.id} className="company-catalyst">
              <p className="company-catalyst__when">
                {row.date_label ?? dayWithYear(row.date)}
                {/* The company API reads every row in US Eastern, as the calendars' default. */}
                {row.time && <span> · {clockTime(row.time)} ET</span>}
              </p>
              <p className="company-catalyst__what">
                <TypeTag type={row.type} />
                <Link to={rowCalendarLink(row)}>{row.title}</Link>
              </p>
              <p className="company-catalyst__marks">
                <SessionMarker row={row} />
                <DateStatusBadge status={row.date_status} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
