import { escapeHtml } from '@mc/runtime';

// Light colours inline (every client applies them); the dark ones in a media query, which Apple
// Mail, Outlook.com and most phone clients honour. Clients that recolour mails themselves (Gmail's
// apps) still get readable text: no colour pairs rely on each other, and there are no images.
const STYLE = `
  :root { color-scheme: light dark; supported-color-schemes: light dark; }
  @media (prefers-color-scheme: dark) {
    .mc-page { background: #0f1419 !important; }
    .mc-card { background: #1a2129 !important; border-color: #2d3640 !important; }
    .mc-text, .mc-text td, .mc-text li, .mc-text p, .mc-text h1, .mc-text h2, .mc-text h3 { color: #e6e9ed !important; }
    .mc-muted { color: #a3adb8 !important; }
    .mc-link { color: #6cb6ff !important; }
    .mc-button { background: #2f81f7 !important; color: #ffffff !important; }
    .mc-rule { border-color: #2d3640 !important; }
  }
`;

export interface MailDocument {
  /** The document title, also the first line some clients preview. */
  title: string;
  /** Already escaped HTML. */
  body: string;
  /** Already escaped HTML, in small muted type under a rule. */
  footer: string;
}

/** One centred 600 px card on a tinted page: the shape every newsletter mail shares. */
export function mailDocument({ title, body, footer }: MailDocument): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light dark">
<meta name="supported-color-schemes" content="light dark">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body class="mc-page" style="margin:0;padding:24px 12px;background:#f3f5f7;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0">
<tr><td align="center">
<table role="presentation" class="mc-card mc-text" width="600" cellpadding="0" cellspacing="0" border="0" style="max-width:600px;width:100%;background:#ffffff;border:1px solid #d8dee4;border-radius:8px;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;font-size:15px;line-height:1.5;color:#1f2328;">
<tr><td style="padding:24px 28px 8px;">
<p class="mc-muted" style="margin:0 0 4px;font-size:13px;letter-spacing:.04em;text-transform:uppercase;color:#59636e;">Market Catalysts</p>
${body}
</td></tr>
<tr><td class="mc-muted" style="padding:8px 28px 24px;font-size:12px;color:#59636e;">
<hr class="mc-rule" style="border:0;border-top:1px solid #d8dee4;margin:16px 0;">
${footer}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

/** A link in the card's colours. `href` and `text` are plain text. */
export const mailLink = (href: string, text: string) =>
  `<a class="mc-link" href="${escapeHtml(href)}" style="color:#0b57d0;">${escapeHtml(text)}</a>`;

/** The one call to action of a mail: a link styled as a button, readable without styles too. */
export const mailButton = (href: string, text: string) =>
  `<p style="margin:20px 0;"><a class="mc-button" href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:#0b57d0;color:#ffffff;text-decoration:none;font-weight:600;">${escapeHtml(text)}</a></p>`;
