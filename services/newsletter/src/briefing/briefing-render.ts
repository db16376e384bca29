import { escapeHtml, siteLink } from '@mc/runtime';
import { mailDocument, mailLink } from '../mail/mail-layout.js';
import type { BriefingContent, BriefingItem, CatalystSection, LargestMove, WatchListSection } from './briefing-content.js';
import { MIN_BRIEFING_IMPORTANCE } from './briefing-content.js';
import { catalystsIn, zoneWords } from './briefing-zone.js';

export interface RenderedBriefing {
  subject: string;
  text: string;
  html: string;
}

/** Pages the briefing sends readers to when a section is long or missing. */
const CALENDARS_PATH = '/stock-market-catalyst-calendars-home';
const WATCH_LISTS_PATH = '/watch-lists';

/** The day formats the briefing writes, built once (an Intl formatter costs far more to build than to use). */
const LONG_DATE = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'long' });
const MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', day: 'numeric' });
const WEEKDAY_MONTH_DAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' });
const WEEKDAY = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'short' });
const format = (day: string, formatter: Intl.DateTimeFormat) => formatter.format(new Date(`${day}T00:00:00Z`));

/** `June 8–14, 2026`, `June 29 – July 5, 2026`, `December 28, 2026 – January 3, 2027`. */
export function weekLabel({ from, to }: { from: string; to: string }): string {
  const [fromYear, fromMonth] = from.split('-');
  const [toYear, toMonth] = to.split('-');
  if (fromYear !== toYear) return `${format(from, LONG_DATE)} – ${format(to, LONG_DATE)}`;
  if (fromMonth !== toMonth) return `${format(from, MONTH_DAY)} – ${format(to, MONTH_DAY)}, ${toYear}`;
  return `${format(from, MONTH_DAY)}–${Number(to.slice(8))}, ${toYear}`;
}

/** `Monday, June 8`. */
const dayLabel = (day: string) => format(day, WEEKDAY_MONTH_DAY);

export const briefingSubject = (content: BriefingContent) => `Market Catalysts weekly briefing: ${weekLabel(content.week)}`;

const itemHeadline = (item: BriefingItem) => [item.symbols, item.company].filter(Boolean).join(' · ');
const itemDetails = (item: BriefingItem) =>
  [item.title, item.time, `importance ${item.importance}/5`].filter(Boolean).join(' · ');

/** What the figure is, once, after the list: no options data is used, so no implied move is claimed. */
const MOVES_BASIS = 'each company’s average move after its last reports or FDA decisions';

/** `NVDA ±8.1% (Tue, earnings after the close)`: the day is the exchange's. */
const moveDetails = (move: LargestMove) => `${move.figure} (${format(move.date, WEEKDAY)}, ${move.news})`;

function largestMovesText(moves: readonly LargestMove[], link: (path: `/${string}`) => string): string[] {
  if (moves.length === 0) return [];
  return [
    `Largest expected moves this week (${MOVES_BASIS}):`,
    ...moves.map((move) => `  - ${move.ticker} ${moveDetails(move)}: ${link(move.path as `/${string}`)}`),
    '',
  ];
}

function largestMovesHtml(moves: readonly LargestMove[], link: (path: `/${string}`) => string): string {
  if (moves.length === 0) return '';
  const items = moves.map((move) => `${mailLink(link(move.path as `/${string}`), move.ticker)} ${escapeHtml(moveDetails(move))}`);
  return `<p style="margin:0 0 12px;"><strong>Largest expected moves this week:</strong> ${items.join(', ')}.
<span class="mc-muted" style="color:#59636e;">The expected move is ${escapeHtml(MOVES_BASIS)}.</span></p>`;
}

function catalystsText(section: CatalystSection, zone: string, link: (path: `/${string}`) => string): string[] {
  if (section.state === 'unavailable')
    return [`The catalyst calendar could not be read in time for this email. This week's catalysts: ${link(CALENDARS_PATH)}`];
  if (section.days.length === 0)
    return [
      `No catalysts of importance ${MIN_BRIEFING_IMPORTANCE} and up are on the calendar for these days yet: ${link(CALENDARS_PATH)}`,
    ];
  const lines = [`Importance ${MIN_BRIEFING_IMPORTANCE} of 5 and up; times are ${zoneWords(zone)}.`];
  for (const day of section.days) {
    lines.push('', dayLabel(day.date).toUpperCase());
    for (const group of day.groups) {
      lines.push(`  ${group.heading}`);
      for (const item of group.items)
        lines.push(`  - ${itemHeadline(item) || item.title}: ${itemDetails(item)}`, `    ${link(item.path as `/${string}`)}`);
    }
  }
  if (section.total > section.shown)
    lines.push('', `These are the ${section.shown} most important of ${section.total}. Every catalyst: ${link(CALENDARS_PATH)}`);
  return lines;
}

function catalystsHtml(section: CatalystSection, zone: string, link: (path: `/${string}`) => string): string {
  const paragraph = (html: string) => `<p style="margin:0 0 12px;">${html}</p>`;
  if (section.state === 'unavailable')
    return paragraph(
      `The catalyst calendar could not be read in time for this email. ${mailLink(link(CALENDARS_PATH), 'See this week’s catalysts on the site')}.`,
    );
  if (section.days.length === 0)
    return paragraph(
      `No catalysts of importance ${MIN_BRIEFING_IMPORTANCE} and up are on the calendar for these days yet. ${mailLink(link(CALENDARS_PATH), 'The calendars')}.`,
    );
  const days = section.days.map(
    (day) => `<h3 style="margin:20px 0 4px;font-size:16px;">${escapeHtml(dayLabel(day.date))}</h3>
${day.groups
  .map(
    (
      group,
    ) => `<p class="mc-muted" style="margin:8px 0 4px;font-size:13px;font-weight:600;color:#59636e;">${escapeHtml(group.heading)}</p>
<ul style="margin:0 0 8px;padding-left:20px;">
${group.items
  .map(
    (item) =>
      `<li style="margin:0 0 4px;">${mailLink(link(item.path as `/${string}`), itemHeadline(item) || item.title)} <span class="mc-muted" style="color:#59636e;">${escapeHtml(itemDetails(item))}</span></li>`,
  )
  .join('\n')}
</ul>`,
  )
  .join('\n')}`,
  );
  const more =
    section.total > section.shown
      ? paragraph(
          `These are the ${section.shown} most important of ${section.total}. ${mailLink(link(CALENDARS_PATH), 'Every catalyst on the calendars')}.`,
        )
      : '';
  return `<p class="mc-muted" style="margin:0 0 8px;color:#59636e;">Importance ${MIN_BRIEFING_IMPORTANCE} of 5 and up; times are ${zoneWords(zone)}.</p>
${days.join('\n')}
${more}`;
}

function watchListsText(section: WatchListSection, link: (path: `/${string}`) => string): string[] {
  if (section.state === 'unavailable')
    return [`The watch lists could not be read in time for this email. Read them on the site: ${link(WATCH_LISTS_PATH)}`];
  if (section.posts.length === 0) return [`No new watch lists this past week. Earlier ones: ${link(WATCH_LISTS_PATH)}`];
  return section.posts.flatMap((post) => [
    `- ${post.listTitle}, ${format(post.published, MONTH_DAY)}: ${post.title}`,
    ...(post.description ? [`  ${post.description}`] : []),
    `  ${link(post.path as `/${string}`)}`,
  ]);
}

function watchListsHtml(section: WatchListSection, link: (path: `/${string}`) => string): string {
  if (section.state === 'unavailable')
    return `<p style="margin:0 0 12px;">The watch lists could not be read in time for this email. ${mailLink(link(WATCH_LISTS_PATH), 'Read them on the site')}.</p>`;
  if (section.posts.length === 0)
    return `<p style="margin:0 0 12px;">No new watch lists this past week. ${mailLink(link(WATCH_LISTS_PATH), 'Earlier ones')}.</p>`;
  return `<ul style="margin:0 0 8px;padding-left:20px;">
${section.posts
  .map(
    (post) => `<li style="margin:0 0 10px;">${mailLink(link(post.path as `/${string}`), post.title)}
<span class="mc-muted" style="color:#59636e;"> · ${escapeHtml(post.listTitle)}, ${escapeHtml(format(post.published, MONTH_DAY))}</span>${
      post.description ? `<br>${escapeHtml(post.description)}` : ''
    }</li>`,
  )
  .join('\n')}
</ul>`;
}

/**
 * The briefing for one recipient: the stored content with its times in `timeZone` (the recipient
 * account's, else the briefing's own), links on SITE_URL, and that recipient's unsubscribe link.
 */
export function renderBriefing(
  content: BriefingContent,
  siteUrl: string,
  unsubscribeUrl: string,
  timeZone = content.timeZone,
): RenderedBriefing {
  const catalysts = catalystsIn(content.catalysts, timeZone);
  const link = (path: `/${string}`) => siteLink(siteUrl, path);
  const subject = briefingSubject(content);
  const week = weekLabel(content.week);
  const why = 'You receive this because you subscribed to the Market Catalysts weekly briefing.';
  const text = [
    'Market Catalysts weekly briefing',
    `The week of ${week}`,
    '',
    "THE WEEK'S MOST IMPORTANT CATALYSTS",
    ...largestMovesText(content.largestMoves ?? [], link),
    ...catalystsText(catalysts, timeZone, link),
    '',
    'NEW ON THE WATCH LISTS',
    ...watchListsText(content.watchLists, link),
    '',
    '--',
    why,
    `Unsubscribe: ${unsubscribeUrl}`,
  ].join('\n');
  const html = mailDocument({
    title: subject,
    body: `<h1 style="margin:0 0 4px;font-size:22px;line-height:1.3;">Your week ahead</h1>
<p class="mc-muted" style="margin:0 0 16px;color:#59636e;">The week of ${escapeHtml(week)}</p>
<h2 style="margin:16px 0 8px;font-size:18px;">The week’s most important catalysts</h2>
${largestMovesHtml(content.largestMoves ?? [], link)}
${catalystsHtml(catalysts, timeZone, link)}
<h2 style="margin:24px 0 8px;font-size:18px;">New on the watch lists</h2>
${watchListsHtml(content.watchLists, link)}`,
    footer: `<p style="margin:0;">${escapeHtml(why)}</p>
<p style="margin:8px 0 0;">${mailLink(unsubscribeUrl, 'Unsubscribe')} · ${mailLink(link('/'), 'Market Catalysts')}</p>`,
  });
  return { subject, text, html };
}
