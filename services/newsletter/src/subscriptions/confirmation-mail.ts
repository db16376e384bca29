import { escapeHtml, type Mail } from '@mc/runtime';
import { mailButton, mailDocument, mailLink } from '../mail/mail-layout.js';
import { listUnsubscribeHeaders } from '../mail/mail-links.js';

/** How long a confirmation link works. */
export const CONFIRMATION_LIFETIME_MS = 48 * 60 * 60 * 1000;

export interface ConfirmationLinks {
  confirmUrl: string;
  unsubscribeUrl: string;
}

const SUBJECT = 'Confirm your Market Catalysts weekly briefing';
const INTRO = 'Please confirm that you want the Market Catalysts weekly catalyst briefing at this address.';
const ABOUT =
  'Once a week it lists the coming week’s most important catalysts (earnings, FDA decisions, IPOs, economic releases) and the watch lists we published in the past week, each with a link to its page.';
const IGNORE =
  'The link works for 48 hours. If you did not ask for this, ignore this email: we forget unconfirmed addresses after 7 days.';

/** The double opt-in mail: one link that confirms, and the unsubscribe link every mail carries. */
export function confirmationMail(to: string, { confirmUrl, unsubscribeUrl }: ConfirmationLinks): Mail {
  return {
    to,
    subject: SUBJECT,
    headers: listUnsubscribeHeaders(unsubscribeUrl),
    text: [
      INTRO,
      '',
      'Confirm your subscription:',
      confirmUrl,
      '',
      ABOUT,
      '',
      IGNORE,
      '',
      '--',
      `No more mail from Market Catalysts at this address: ${unsubscribeUrl}`,
    ].join('\n'),
    html: mailDocument({
      title: SUBJECT,
      body: `<h1 style="margin:0 0 12px;font-size:22px;line-height:1.3;">Confirm your subscription</h1>
<p style="margin:0 0 12px;">${escapeHtml(INTRO)}</p>
${mailButton(confirmUrl, 'Confirm my subscription')}
<p style="margin:0 0 12px;">${escapeHtml(ABOUT)}</p>
<p style="margin:0 0 12px;">${escapeHtml(IGNORE)}</p>`,
      footer: `<p style="margin:0;">Button not working? Open ${mailLink(confirmUrl, confirmUrl)}</p>
<p style="margin:8px 0 0;">${mailLink(unsubscribeUrl, 'No more mail from Market Catalysts at this address')}</p>`,
    }),
  };
}
