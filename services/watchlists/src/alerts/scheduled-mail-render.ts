import { EXCHANGE_TIME_ZONE, formatsPerZone, instantAt, zoneAbbreviation, type Day } from '@mc/market-time';
import { expectedMoveFigure, expectedMoveNews, largestExpectedMoves } from '@mc/proto';
import { escapeHtml, siteLink } from '@mc/runtime';
import type { RenderedAlertMail } from './alert-mail-render.js';
import type { DayCatalyst } from './day-catalysts.js';

/** One catalyst of the owner's lists in a reminder or a digest. */
export interface ScheduledMailRow {
  catalyst: DayCatalyst;
  /** The ticker of the owner's lists it is shown under. */
  ticker: string;
  listNames: string[];
}

export interface ScheduledMailLinks {
  siteUrl: string;
  /** The one-click unsubscribe page of the mail's lists and kind (also its List-Unsubscribe). */
  unsubscribeUrl: string;
}

const SESSION_WORDS: Record<string, string> = {
  before_open: 'before the open',
  during_market: 'during market hours',
  after_close: 'after the close',
};

const longDay = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const shortDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
const dayWords = (day: Day) => longDay.format(new Date(`${day}T12:00:00Z`));
export const shortDayWords = (day: Day) => shortDay.format(new Date(`${day}T12:00:00Z`));

const timeFormat = formatsPerZone({ hour: 'numeric', minute: '2-digit' });
const dayFormat = formatsPerZone({ weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });

/** "4:05 PM EST" in `zone`. */
export const timeWords = (instant: Date, zone: string) =>
  `${timeFormat(zone)
    .format(instant)
    .replace(/\u202f/g, ' ')} ${zoneAbbreviation(instant, zone)}`;

/**
 * When a catalyst happens, for a reader in `zone`: "Thu, Oct 29, 2026 at 10:05 PM CET, after the close"
 * (the day as the reader's clock shows it), or the provider's day and session when no time is known.
 */
export function whenWords(catalyst: DayCatalyst, zone: string): string {
  const session = SESSION_WORDS[catalyst.session];
  const estimated = catalyst.dateStatus === 'estimated' ? ' (date estimated)' : '';
  if (catalyst.startsAt) {
    const at = new Date(catalyst.startsAt);
    return `${dayFormat(zone).format(at)} at ${timeWords(at, zone)}${session ? `, ${session}` : ''}${estimated}`;
  }
  return `${dayWords(catalyst.date)}, ${session ?? 'time not announced'}${estimated}`;
}

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 2 });

/** "EPS estimate 1.64 · revenue estimate 94.93B USD", or null without estimates. */
export function estimateWords(catalyst: DayCatalyst): string | null {
  const currency = catalyst.currency ? ` ${catalyst.currency}` : '';
  const parts = [
    catalyst.epsEstimate !== null ? `EPS estimate ${catalyst.epsEstimate}` : null,
    catalyst.revenueEstimate !== null ? `revenue estimate ${compact.format(catalyst.revenueEstimate)}${currency}` : null,
  ].filter((part) => part !== null);
  return parts.length ? parts.join(' · ') : null;
}

/** "Expected move ±8.1% (average of its last 8 reports).", or null for a row without one. */
export function expectedMoveWords(catalyst: DayCatalyst): string | null {
  if (!catalyst.expectedMove) return null;
  const news = catalyst.type === 'fda' ? 'FDA decisions' : 'reports';
  return `Expected move ${expectedMoveFigure(catalyst.expectedMove)} (average of its last ${catalyst.expectedMove.samples} ${news}).`;
}

/**
 * "Largest expected moves today: NVDA ±8.1% (earnings after the close), …": the owner's rows with
 * the largest, once per ticker; null when none of them has one.
 */
export function largestMovesWords(rows: readonly ScheduledMailRow[]): string | null {
  const named = largestExpectedMoves(rows.map((row) => ({ ...row.catalyst, tickers: [row.ticker] })));
  if (!named.length) return null;
  const moves = named.map((row) => `${row.tickers[0]} ${expectedMoveFigure(row.expectedMove)} (${expectedMoveNews(row)})`);
  return `Largest expected moves today: ${moves.join(', ')}.`;
}

const headline = (row: ScheduledMailRow) =>
  [row.ticker, row.catalyst.company !== row.ticker ? row.catalyst.company : null, row.catalyst.title].filter(Boolean).join(' · ');

const companyLink = (siteUrl: string, ticker: string) => siteLink(siteUrl, `/company/${encodeURIComponent(ticker)}`);

interface MailBlock {
  headline: string;
  lines: string[];
  url: string | null;
}

const rowBlock = (row: ScheduledMailRow, zone: string, siteUrl: string): MailBlock => ({
  headline: headline(row),
  lines: [
    `${whenWords(row.catalyst, zone)}.`,
    ...[estimateWords(row.catalyst), expectedMoveWords(row.catalyst)].filter((line) => line !== null),
    `On ${row.listNames.join(', ')}.`,
  ],
  url: companyLink(siteUrl, row.ticker),
});

const STYLE = {
  body: "font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2328;line-height:1.5",
  card: 'margin:0 0 16px;padding:12px;border:1px solid #d8dee4;border-radius:8px',
  link: 'color:#0b57d0',
  muted: 'color:#59636e;font-size:13px',
};

function blockHtml(block: MailBlock): string {
  const title = block.url
    ? `<a href="${escapeHtml(block.url)}" style="${STYLE.link}">${escapeHtml(block.headline)}</a>`
    : escapeHtml(block.headline);
  return `<div style="${STYLE.card}">
<p style="margin:0;font-weight:600">${title}</p>
${block.lines.map((line) => `<p style="margin:4px 0 0">${escapeHtml(line)}</p>`).join('\n')}
</div>`;
}

const blockText = (block: MailBlock) => [block.headline, ...block.lines, ...(block.url ? [block.url] : []), ''];

interface MailSection {
  heading: string | null;
  blocks: MailBlock[];
}

/** The frame every reminder and digest shares: intro, sections of blocks, the reason, settings and one-click links. */
function renderFrame(
  subject: string,
  intro: string[],
  sections: MailSection[],
  reason: string,
  turnOff: string,
  links: ScheduledMailLinks,
): RenderedAlertMail {
  const settingsUrl = siteLink(links.siteUrl, '/my-catalysts/lists');
  const feedUrl = siteLink(links.siteUrl, '/my-catalysts/alerts');
  const text = [
    ...intro,
    '',
    ...sections.flatMap((section) => [
      ...(section.heading ? [section.heading.toUpperCase(), ''] : []),
      ...section.blocks.flatMap(blockText),
    ]),
    `All your alerts: ${feedUrl}`,
    '',
    `${reason} Change or turn off alerts for each list: ${settingsUrl}`,
    `${turnOff} in one click: ${links.unsubscribeUrl}`,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="${STYLE.body}">
${intro.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
${sections
  .map(
    (section) =>
      `${section.heading ? `<h2 style="font-size:16px;margin:20px 0 8px">${escapeHtml(section.heading)}</h2>\n` : ''}${section.blocks.map(blockHtml).join('\n')}`,
  )
  .join('\n')}
<p><a href="${escapeHtml(feedUrl)}" style="${STYLE.link}">All your alerts</a></p>
<p style="${STYLE.muted}">${escapeHtml(reason)}
<a href="${escapeHtml(settingsUrl)}" style="${STYLE.link}">Alert settings</a> ·
<a href="${escapeHtml(links.unsubscribeUrl)}" style="${STYLE.link}">${escapeHtml(turnOff)}</a></p>
</body></html>`;
  return { subject, text, html };
}

const tickersWords = (rows: readonly ScheduledMailRow[]) => {
  const tickers = [...new Set(rows.map((row) => row.ticker))];
  return tickers.slice(0, 4).join(', ') + (tickers.length > 4 ? ` and ${tickers.length - 4} more` : '');
};

/** An owner's reminders of one day and time, in HTML and text, times in the owner's zone. */
export function renderReminderMail(
  rows: readonly ScheduledMailRow[],
  zone: string,
  links: ScheduledMailLinks,
): RenderedAlertMail {
  const subject =
    rows.length === 1
      ? `Reminder: ${rows[0].ticker} ${rows[0].catalyst.title} on ${shortDayWords(rows[0].catalyst.date)}`
      : `Reminder: ${rows.length} catalysts coming up on your watch lists: ${tickersWords(rows)}`;
  const intro =
    rows.length === 1
      ? 'A catalyst on your watch lists is coming up.'
      : `${rows.length} catalysts on your watch lists are coming up.`;
  return renderFrame(
    subject,
    [intro, `Times are in your time zone (${zone.replaceAll('_', ' ')}).`],
    [{ heading: null, blocks: rows.map((row) => rowBlock(row, zone, links.siteUrl)) }],
    'You get this mail because reminders are on for these watch lists.',
    'Turn off reminders for these lists',
    links,
  );
}

/** What a digest holds: the day, the owner's catalysts, the day's macro releases and market days. */
export interface DigestContent {
  day: Day;
  rows: ScheduledMailRow[];
  macro: DayCatalyst[];
  market: DayCatalyst[];
}

function marketWords(market: DayCatalyst, zone: string): string {
  if (market.marketKind === 'early_close' && market.closeTime) {
    const closes = instantAt(market.date, market.closeTime, EXCHANGE_TIME_ZONE);
    return `US markets close early today, at ${timeWords(closes, zone)}.`;
  }
  return `${market.title}.`;
}

const macroBlock = (release: DayCatalyst, zone: string): MailBlock => ({
  headline: [release.country, release.title].filter(Boolean).join(' · '),
  lines: [
    release.startsAt ? `At ${timeWords(new Date(release.startsAt), zone)}.` : 'Time not announced.',
    ...(release.consensus ? [`Consensus ${release.consensus}.`] : []),
  ],
  url: null,
});

/** An owner's pre-market digest of one exchange day, in HTML and text, times in the owner's zone. */
export function renderDigestMail(content: DigestContent, zone: string, links: ScheduledMailLinks): RenderedAlertMail {
  const { day, rows, macro, market } = content;
  const subject = `Pre-market digest for ${shortDayWords(day)}: ${tickersWords(rows)}`;
  const intro = [
    `Today on your watch lists, ${dayWords(day)}: ${rows.length} ${rows.length === 1 ? 'catalyst' : 'catalysts'}.`,
    ...[largestMovesWords(rows)].filter((line) => line !== null),
    ...market.map((row) => marketWords(row, zone)),
    `Times are in your time zone (${zone.replaceAll('_', ' ')}).`,
  ];
  const sections: MailSection[] = [{ heading: 'Your catalysts', blocks: rows.map((row) => rowBlock(row, zone, links.siteUrl)) }];
  if (macro.length) sections.push({ heading: 'Economic releases', blocks: macro.map((release) => macroBlock(release, zone)) });
  return renderFrame(
    subject,
    intro,
    sections,
    'You get this mail because the pre-market digest is on for these watch lists.',
    'Turn off the digest for these lists',
    links,
  );
}
