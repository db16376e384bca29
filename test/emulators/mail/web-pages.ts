import { escapeHtml, linkifyText } from './html-text.js';
import type { MailAddress, StoredMail } from './mail-store.js';

const STYLE = `
  body { font: 15px/1.5 system-ui, sans-serif; margin: 2rem auto; max-width: 60rem; padding: 0 1rem; color: #1f2328; }
  a { color: #0b57d0; }
  table { border-collapse: collapse; width: 100%; }
  th, td { text-align: left; padding: .5rem .75rem; border-bottom: 1px solid #d8dee4; vertical-align: top; }
  th { font-size: .8rem; text-transform: uppercase; color: #59636e; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { color: #59636e; }
  dd { margin: 0; }
  pre { white-space: pre-wrap; overflow-wrap: anywhere; background: #f6f8fa; padding: 1rem; border-radius: 6px; }
  iframe { width: 100%; height: 70vh; border: 1px solid #d8dee4; border-radius: 6px; }
  .muted { color: #59636e; }
`;

/** Pages use relative links so they keep working behind a path prefix. */
export function renderInboxPage(newestFirst: readonly StoredMail[]): string {
  const rows = newestFirst.map(
    (mail) => `<tr>
      <td><a href="view/${encodeURIComponent(mail.id)}">${escapeHtml(subjectOf(mail))}</a></td>
      <td>${escapeHtml(formatAddresses(mail.to))}</td>
      <td>${timeElement(mail.receivedAt)}</td>
    </tr>`,
  );
  const content =
    rows.length === 0
      ? '<p class="muted">No messages yet.</p>'
      : `<table><thead><tr><th>Subject</th><th>To</th><th>Received</th></tr></thead><tbody>${rows.join('')}</tbody></table>`;
  return page('Mail emulator', `<h1>Mail emulator</h1>${content}`);
}

export function renderMailPage(mail: StoredMail): string {
  const jsonLink = `../api/v1/message/${encodeURIComponent(mail.id)}`;
  return page(
    subjectOf(mail),
    `<p><a href="../">← All messages</a></p>
    <h1>${escapeHtml(subjectOf(mail))}</h1>
    ${headerList(mail)}
    <h2>Text part</h2>${textPart(mail.text)}
    ${htmlPart(mail.html)}
    <p class="muted"><a href="${jsonLink}">As JSON</a></p>`,
  );
}

export function renderNotFoundPage(): string {
  return page('Message not found', '<p><a href="../">← All messages</a></p><h1>Message not found</h1>');
}

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>${body}</body>
</html>`;
}

function headerList(mail: StoredMail): string {
  const rows: [label: string, value: string][] = [
    ['From', mail.from ? formatAddress(mail.from) : ''],
    ['To', formatAddresses(mail.to)],
  ];
  if (mail.cc.length > 0) rows.push(['Cc', formatAddresses(mail.cc)]);
  const items = rows.map(([label, value]) => `<dt>${label}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<dl>${items}<dt>Received</dt><dd>${timeElement(mail.receivedAt)}</dd></dl>`;
}

function textPart(text: string): string {
  return text.trim() === '' ? '<p class="muted">No text part.</p>' : `<pre>${linkifyText(text)}</pre>`;
}

/**
 * No allow-scripts and no allow-same-origin: the message can neither run code nor reach this page.
 * Its links open in a new tab that escapes the sandbox, because a page such as the password reset
 * form needs scripts and would be broken inside the frame.
 */
function htmlPart(html: string): string {
  if (html === '') return '';
  const sandbox = 'allow-popups allow-popups-to-escape-sandbox';
  const srcdoc = `<base target="_blank">${html}`;
  return `<h2>HTML part</h2>
    <iframe title="HTML part" sandbox="${sandbox}" referrerpolicy="no-referrer" srcdoc="${escapeHtml(srcdoc)}"></iframe>`;
}

function subjectOf(mail: StoredMail): string {
  return mail.subject || '(no subject)';
}

function timeElement(date: Date): string {
  const iso = date.toISOString();
  return `<time datetime="${iso}">${iso.slice(0, 19).replace('T', ' ')} UTC</time>`;
}

function formatAddresses(addresses: readonly MailAddress[]): string {
  return addresses.map(formatAddress).join(', ');
}

function formatAddress({ name, address }: MailAddress): string {
  return name ? `${name} <${address}>` : address;
}
