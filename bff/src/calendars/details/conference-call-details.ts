import type { ConferenceCallDetails } from '@mc/proto';
import type { ConferenceCallDetails as ConferenceCallDetailsJson } from '@mc/api/calendars';

export const conferenceCallJson = (details: ConferenceCallDetails): ConferenceCallDetailsJson => ({
  exchange: details.exchange ?? null,
  phone_num: details.phoneNum ?? null,
  international_num: details.internationalNum ?? null,
  reservation_num: details.reservationNum ?? null,
  access_code: details.accessCode ?? null,
  webcast_url: details.webcastUrl ?? null,
  period: details.period ?? null,
  period_year: details.periodYear ?? null,
});
