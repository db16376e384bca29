import { escapeHtml } from '@mc/runtime';
import type { FastifyInstance } from 'fastify';

// Light by default, dark when the reader's system is; no script, no external resource.
const STYLE = `
  :root { color-scheme: light dark; --bg: #f3f5f7; --card: #ffffff; --text: #1f2328; --muted: #59636e; --link: #0b57d0; --line: #d8dee4; }
  @media (prefers-color-scheme: dark) { :root { --bg: #0f1419; --card: #1a2129; --text: #e6e9ed; --muted: #a3adb8; --link: #6cb6ff; --line: #2d3640; } }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--text);
         font: 16px/1.55 -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif; }
  main { max-width: 34rem; margin: 2rem 1rem; padding: 2rem; background: var(--card); border: 1px solid var(--line); border-radius: 10px; }
  .brand { margin: 0 0 .25rem; font-size: .8rem; letter-spacing: .06em; text-transform: uppercase; color: var(--muted); }
  h1 { margin: 0 0 .75rem; font-size: 1.5rem; line-height: 1.3; }
  p { margin: 0 0 1rem; }
  nav a { color: var(--link); margin-right: 1.25rem; }
  form { margin: 0 0 1rem; }
  button { font: inherit; padding: .5rem 1rem; border-radius: 6px; border: 1px solid var(--line); background: var(--link); color: #fff; cursor: pointer; }
`;

export interface MailLinkPage {
  /** The line above the title: which mail the link came from. */
  brand: string;
  title: string;
  message: string;
  /** A button that POSTs to `action` (what a GET must not do by itself). */
  form?: { action: string; button: string };
}

/** A small page that a mail's link opens: it must work from any mail client, with or without JavaScript. */
export function renderMailLinkPage({ brand, title, message, form }: MailLinkPage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · Market Catalysts</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand">${escapeHtml(brand)}</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
${form ? `<form method="post" action="${escapeHtml(form.action)}"><input type="hidden" name="List-Unsubscribe" value="One-Click"><button type="submit">${escapeHtml(form.button)}</button></form>\n` : ''}<nav><a href="/">Home</a><a href="/stock-market-catalyst-calendars-home">Catalyst calendars</a><a href="/watch-lists">Watch lists</a></nav>
</main>
</body>
</html>`;
}

/** RFC 8058's body is `List-Unsubscribe=One-Click`: a few bytes. */
const FORM_LIMIT_BYTES = 4096;

/**
 * Registers the routes of pages a mail links to, in a Fastify scope of their own: only these read
 * form bodies (RFC 8058's one-click POST, a page's button; everywhere else the bff takes JSON alone),
 * and their answers carry no referrer (the link's token is in the address; a hook of this scope
 * runs after the site-wide security headers).
 */
export function registerMailLinkRoutes(fastify: FastifyInstance, routes: (scope: FastifyInstance) => void): void {
  void fastify.register(async (scope) => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data'])
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_LIMIT_BYTES }, (_request, _body, done) =>
        done(null, undefined),
      );
    scope.addHook('onSend', async (_request, reply) => {
      reply.header('Referrer-Policy', 'no-referrer');
    });
    routes(scope);
  });
}
