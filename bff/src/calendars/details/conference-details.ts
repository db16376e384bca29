import type { ConferenceDetails } from '@mc/proto';
import type { ConferenceDetails as ConferenceDetailsJson } from '@mc/api/calendars';
import { securityJson } from './security.js';

export const conferenceJson = (details: ConferenceDetails): ConferenceDetailsJson => ({
  event_name: details.eventName ?? null,
  event_type: details.eventType ?? null,
  date_start: details.dateStart ?? null,
  date_end: details.dateEnd ?? null,
  location: details.location ?? null,
  webcast_link: details.webcastLink ?? null,
  source_link: details.sourceLink ?? null,
  securities: details.securities.map(securityJson),
  tags: details.tags,
});
