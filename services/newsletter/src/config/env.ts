import { isKnownZone } from '@mc/market-time';
import { getNextMillis } from 'bullmq';
import { env, EnvError, loadServiceEnv, mailEnv, queueEnv, type EnvVar } from '@mc/runtime';

/** An IANA time zone name that this Node's ICU knows. */
const timeZone = (fallback: string): EnvVar<string> => ({
  parse(raw, name) {
    const zone = raw === undefined || raw === '' ? fallback : raw;
    if (isKnownZone(zone)) return zone;
    throw new EnvError(`${name} must be an IANA time zone such as America/New_York, got "${zone}"`);
  },
});

/** A cron pattern BullMQ's scheduler accepts: checked at start-up rather than when the scheduler is upserted. */
const cronPattern = (fallback: string): EnvVar<string> => ({
  parse(raw, name) {
    const pattern = raw === undefined || raw === '' ? fallback : raw;
    try {
      if (getNextMillis(Date.now(), { pattern }) !== undefined) return pattern;
    } catch {
      // reported below
    }
    throw new EnvError(`${name} must be a cron pattern such as "0 7 * * 1" (Mondays at 07:00), got "${pattern}"`);
  },
});

export const newsletterEnv = () =>
  loadServiceEnv(8084, {
    ...mailEnv,
    ...queueEnv,
    /** When the weekly briefing goes out, in BRIEFING_TIME_ZONE: Mondays at 07:00 unless configured. */
    BRIEFING_CRON: cronPattern('0 7 * * 1'),
    BRIEFING_TIME_ZONE: timeZone('America/New_York'),
    /** Briefing mails in flight at once per replica, and the SMTP connections of its pool. */
    BRIEFING_CONCURRENCY: env.integer(16, 1),
    /** The first retry of an address whose mail failed; each further one waits twice as long. */
    BRIEFING_RETRY_MS: env.integer(60_000, 100),
    /** How long the briefing waits for the catalysts and the content service before it leaves their section out. */
    BRIEFING_SOURCE_TIMEOUT_MS: env.integer(5_000, 100),
  });

export type NewsletterEnv = ReturnType<typeof newsletterEnv>;
