import { ConfirmationOutcome, UnsubscribeOutcome } from '@mc/proto';
import { escapeHtml } from '@mc/runtime';

export interface NewsletterPage {
  status: number;
  title: string;
  message: string;
}

const SUBSCRIBE_AGAIN = 'To subscribe again, use the newsletter form at the bottom of any page of the site.';

/** What following a `/newsletter/confirm/{token}` link did. */
export function confirmationPage(outcome: ConfirmationOutcome): NewsletterPage {
  switch (outcome) {
    case ConfirmationOutcome.CONFIRMED:
      return {
        status: 200,
        title: 'You’re subscribed',
        message:
          'Thank you for confirming. The Market Catalysts weekly briefing, with the coming week’s most important catalysts and our newest watch lists, will arrive at this address once a week. Every email has a link to unsubscribe.',
      };
    case ConfirmationOutcome.ALREADY_CONFIRMED:
      return {
        status: 200,
        title: 'You’re already subscribed',
        message: 'This address was confirmed before: there is nothing more to do.',
      };
    case ConfirmationOutcome.EXPIRED:
      return {
        status: 410,
        title: 'This confirmation link has expired',
        message: `Confirmation links work for 48 hours. ${SUBSCRIBE_AGAIN} We will send you a new link.`,
      };
    default:
      return {
        status: 404,
        title: 'This confirmation link is not valid',
        message: `It may have been replaced by a newer confirmation email, or the address was unsubscribed since. ${SUBSCRIBE_AGAIN}`,
      };
  }
}

/** What following (or posting to) a `/newsletter/unsubscribe/{token}` link did. */
export function unsubscribePage(outcome: UnsubscribeOutcome): NewsletterPage {
  switch (outcome) {
    case UnsubscribeOutcome.UNSUBSCRIBED:
      return {
        status: 200,
        title: 'You’re unsubscribed',
        message: `This address will not receive the Market Catalysts weekly briefing any more. ${SUBSCRIBE_AGAIN}`,
      };
    case UnsubscribeOutcome.ALREADY_UNSUBSCRIBED:
      return {
        status: 200,
        title: 'You’re already unsubscribed',
        message: `This address receives no newsletter from us. ${SUBSCRIBE_AGAIN}`,
      };
    default:
      return {
        status: 404,
        title: 'This unsubscribe link is not valid',
        message:
          'Unsubscribe links work for a year. Use the link at the bottom of a newer email from us, or write to us from the Contact Us page and we will unsubscribe you.',
      };
  }
}

/** The newsletter service did not answer: nothing changed, and following the link again later works. */
export const unavailablePage = (): NewsletterPage => ({
  status: 503,
  title: 'The newsletter is briefly unavailable',
  message: 'Nothing has changed yet. Please open the link from your email again in a few minutes.',
});

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
`;

/** A small page of its own: it must work from any mail client, with or without JavaScript. */
export function renderNewsletterPage({ title, message }: NewsletterPage): string {
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
<p class="brand">Market Catalysts newsletter</p>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<nav><a href="/">Home</a><a href="/stock-market-catalyst-calendars-home">Catalyst calendars</a><a href="/watch-lists">Watch lists</a></nav>
</main>
</body>
</html>`;
}
