import { escapeHtml, type Mail } from '@mc/runtime';

/** The reset email: a link to the web client's `/reset-password/{uid}/{token}` screen. */
export function resetMail(to: string, username: string, link: string): Mail {
  return {
    to,
    subject: 'Password reset on Market Catalysts',
    text: [
      `Hello ${username},`,
      '',
      'You asked to reset your Market Catalysts password. Open this link to choose a new one:',
      link,
      '',
      'The link works once and expires in 3 days. If you did not ask for it, ignore this email.',
    ].join('\n'),
    html: `<p>Hello ${escapeHtml(username)},</p>
<p>You asked to reset your Market Catalysts password. Open this link to choose a new one:</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>
<p>The link works once and expires in 3 days. If you did not ask for it, ignore this email.</p>`,
  };
}
