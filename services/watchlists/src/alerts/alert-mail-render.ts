import { formatsPerZone } from '@mc/market-time';
import { escapeHtml, siteLink } from '@mc/runtime';
import type { MailedAlert } from './alert-mails.repository.js';

export interface RenderedAlertMail {
  subject: string;
  text: string;
  html: string;
}

export interface AlertMailLinks {
  siteUrl: string;
  /** The one-click unsubscribe page of the mail's lists (also its List-Unsubscribe). */
  unsubscribeUrl: string;
}

/** What happened, as a line of the mail starts. */
const KIND_WORDS: Record<string, string> = {
  date_moved: 'Date moved',
  confirmed: 'Date confirmed',
  time_changed: 'Time changed',
  status: 'IPO status changed',
  outcome: 'Result reported',
  removed: 'Removed from the calendar',
};

const SESSION_WORDS: Record<string, string> = {
  before_open: 'before the open',
  during_market: 'during market hours',
  after_close: 'after the close',
  unknown: 'time not announced',
};

const dayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** A stored display value in words: a day as "Thu, Oct 29, 2026", a session in words, the rest as stored. */
export function valueWords(value: string): string {
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return dayFormat.format(new Date(`${value}T12:00:00Z`));
  return SESSION_WORDS[value] ?? value.replaceAll('_', ' ');
}

/** "from Thu, Oct 29, 2026 to Tue, Nov 3, 2026", or whichever side the change has. */
function changeWords({ previous, current }: MailedAlert): string {
  if (previous && current) return `from ${valueWords(previous)} to ${valueWords(current)}`;
  if (current) return `now ${valueWords(current)}`;
  if (previous) return `was ${valueWords(previous)}`;
  return '';
}

const seenFormat = formatsPerZone({ dateStyle: 'medium', timeStyle: 'short' });

/** When the change was seen, in the owner's zone: "Nov 28, 2026, 7:42 PM EST". */
const seenWords = (seenAt: Date, timeZone: string) => seenFormat(timeZone).format(seenAt) + ` (${timeZone.replaceAll('_', ' ')})`;

/** The page each row links to, as the calendar feed's events do: the company's page. */
const rowLink = (siteUrl: string, alert: MailedAlert) => siteLink(siteUrl, `/company/${encodeURIComponent(alert.ticker)}`);

function subjectOf(alerts: readonly MailedAlert[]): string {
  if (alerts.length === 1) {
    const [alert] = alerts;
    const change = changeWords(alert);
    return `${alert.ticker}: ${KIND_WORDS[alert.kind]?.toLowerCase() ?? alert.kind}${change ? ` ${change}` : ''}`;
  }
  const tickers = [...new Set(alerts.map((alert) => alert.ticker))];
  const named = tickers.slice(0, 4).join(', ') + (tickers.length > 4 ? ` and ${tickers.length - 4} more` : '');
  return `${alerts.length} catalyst changes on your watch lists: ${named}`;
}

/** The mail of an owner's change alerts of one sync, in HTML and text, times in the owner's zone. */
export function renderAlertMail(alerts: readonly MailedAlert[], timeZone: string, links: AlertMailLinks): RenderedAlertMail {
  const settingsUrl = siteLink(links.siteUrl, '/my-catalysts/lists');
  const feedUrl = siteLink(links.siteUrl, '/my-catalysts/alerts');
  const lines = alerts.map((alert) => {
    const lists = alert.lists.map((list) => list.name).join(', ');
    return {
      alert,
      headline: `${alert.ticker} · ${alert.title}`,
      what: `${KIND_WORDS[alert.kind] ?? alert.kind}${changeWords(alert) ? ` ${changeWords(alert)}` : ''}.`,
      context: `${lists ? `On ${lists}. ` : ''}Seen ${seenWords(alert.seenAt, timeZone)}.`,
      url: rowLink(links.siteUrl, alert),
    };
  });
  const intro = 'A catalyst on your watch lists changed in the latest calendar update from our data provider.';
  const footer =
    'You get this mail because change alerts are on for these watch lists. ' +
    `Change or turn off alerts for each list: ${settingsUrl}\nTurn off change alerts for these lists in one click: ${links.unsubscribeUrl}`;
  const text = [
    intro,
    '',
    ...lines.flatMap((line) => [line.headline, line.what, line.context, line.url, '']),
    `All your alerts: ${feedUrl}`,
    '',
    footer,
    '',
  ].join('\n');
  const html = `<!doctype html><html lang="en"><body style="font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;color:#1f2328;line-height:1.5">
<p>${escapeHtml(intro)}</p>
${lines
  .map(
    (line) => `<div style="margin:0 0 16px;padding:12px;border:1px solid #d8dee4;border-radius:8px">
<p style="margin:0;font-weight:600"><a href="${escapeHtml(line.url)}" style="color:#0b57d0">${escapeHtml(line.headline)}</a></p>
<p style="margin:4px 0 0">${escapeHtml(line.what)}</p>
<p style="margin:4px 0 0;color:#59636e;font-size:14px">${escapeHtml(line.context)}</p>
</div>`,
  )
  .join('\n')}
<p><a href="${escapeHtml(feedUrl)}" style="color:#0b57d0">All your alerts</a></p>
<p style="color:#59636e;font-size:13px">You get this mail because change alerts are on for these watch lists.
<a href="${escapeHtml(settingsUrl)}" style="color:#0b57d0">Alert settings</a> ·
<a href="${escapeHtml(links.unsubscribeUrl)}" style="color:#0b57d0">Turn off change alerts for these lists</a></p>
</body></html>`;
  return { subject: subjectOf(alerts), text, html };
}
