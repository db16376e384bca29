import type { TimeZoneTable } from '@mc/runtime';

/** Each owner's zone as identity last set it (for feed descriptions), kept by keepNewestTimeZone. */
export const OWNER_TIME_ZONES: TimeZoneTable = { table: 'owner_time_zones', key: 'owner_id', changedAt: 'changed_at' };
