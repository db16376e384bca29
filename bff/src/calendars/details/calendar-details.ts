import type { Catalyst } from '@mc/proto';
import type { CalendarRow } from '@mc/api/calendars';
import { conferenceCallJson } from './conference-call-details.js';
import { conferenceJson } from './conference-details.js';
import { dividendJson } from './dividend-details.js';
import { earningsJson } from './earnings-details.js';
import { economicJson } from './economic-details.js';
import { fdaJson } from './fda-details.js';
import { ipoJson } from './ipo-details.js';
import { marketJson } from './market-details.js';
import { splitJson } from './splits-details.js';

/**
 * A catalyst's typed details as the API names them, keys in no particular order (what a reader of a
 * few fields needs, e.g. the calendar feed's descriptions); null only for a catalyst sent without them.
 */
export function detailsFields(details: Catalyst['details']): CalendarRow['details'] {
  switch (details.case) {
    case 'earnings':
      return earningsJson(details.value);
    case 'fda':
      return fdaJson(details.value);
    case 'ipo':
      return ipoJson(details.value);
    case 'dividend':
      return dividendJson(details.value);
    case 'splits':
      return splitJson(details.value);
    case 'conference':
      return conferenceJson(details.value);
    case 'conferenceCall':
      return conferenceCallJson(details.value);
    case 'economic':
      return economicJson(details.value);
    case 'market':
      return marketJson(details.value);
    default:
      return null;
  }
}

/** A catalyst's typed details as the API's `details`: null only for a catalyst the service sent without them. */
export function detailsJson(details: Catalyst['details']): CalendarRow['details'] {
  const fields = detailsFields(details);
  return fields === null ? null : inAnsweredKeyOrder(fields);
}

const byJsonbOrder = ([a]: [string, unknown], [b]: [string, unknown]) => a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * The keys of an object, and of the objects in it, in the order the API has always answered them:
 * the service passed its jsonb column on, and PostgreSQL's jsonb keeps keys shortest first, then
 * by bytes. The answer's bytes (and so its ETag and the CSV of `all`) stay as they were.
 */
export function inAnsweredKeyOrder<T>(value: T): T {
  if (Array.isArray(value)) return value.map(inAnsweredKeyOrder) as T;
  if (typeof value !== 'object' || value === null) return value;
  const entries = Object.entries(value).sort(byJsonbOrder);
  return Object.fromEntries(entries.map(([key, item]) => [key, inAnsweredKeyOrder(item)])) as T;
}
