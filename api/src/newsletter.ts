// The newsletter's answers (issue 10) as the bff sends them and the web reads them. Types only, import-free.

/**
 * `POST /strapi-newsletter/newsletter/subscribe` with `{"email": ...}`: 200 with this body for every
 * accepted address, new, pending or subscribed alike, so the answer never tells which. A refused
 * address is a 400 `{"email": ["…"]}`.
 */
export interface NewsletterSubscribeAnswer {
  detail: string;
}

/** `GET /api/newsletter/briefing/preview` (operator token): the next weekly briefing, not sent. */
export interface BriefingPreviewAnswer {
  /** ISO 8601 instant of the scheduler's next run. */
  scheduled_for: string;
  /** IANA zone of the schedule and of the briefing's days. */
  time_zone: string;
  /** The days covered, YYYY-MM-DD, both included. */
  week: { from: string; to: string };
  subject: string;
  /** Confirmed subscribers at the time of the preview. */
  recipients: number;
  /** `unavailable`: the service did not answer in time, and the mail says so in that section's place. */
  sections: { catalysts: BriefingSectionState; watch_lists: BriefingSectionState };
  text: string;
  html: string;
}

export type BriefingSectionState = 'included' | 'unavailable';
