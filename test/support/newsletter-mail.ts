import { poll } from '@mc/runtime/testing';
import { mailHeaders, readMail, searchMail, type MailpitSummary } from '../emulators/mail/mail-client.js';
import { mailUrl } from './api.js';

export interface NewsletterMail {
  id: string;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  /** Mailpit's `/headers`: every value of each field. */
  headers: Record<string, string[]>;
}

/** Every message to `address` whose subject matches, newest first, as the mail emulator (or Mailpit) answers. */
export async function mailsTo(address: string, subject: RegExp): Promise<MailpitSummary[]> {
  return (await searchMail(mailUrl(), `to:${address}`)).filter((message) => subject.test(message.Subject));
}

/** Waits for the `count`th message to `address` with such a subject and returns the newest, headers included. */
export async function waitForNewsletterMail(
  address: string,
  subject: RegExp,
  count = 1,
  timeoutMs = 30_000,
): Promise<NewsletterMail> {
  const [newest] = await poll(
    `${count} mail(s) "${subject.source}" to ${address}`,
    async () => {
      const messages = await mailsTo(address, subject);
      return messages.length >= count ? messages : undefined;
    },
    timeoutMs,
    200,
  );
  const [message, headers] = await Promise.all([readMail(mailUrl(), newest.ID), mailHeaders(mailUrl(), newest.ID)]);
  return { id: newest.ID, messageId: newest.MessageID, subject: newest.Subject, text: message.Text, html: message.HTML, headers };
}

/** The first `/newsletter/<page>/{token}` link of a text. */
export function newsletterLink(text: string, page: 'confirm' | 'unsubscribe'): { url: string; path: string; token: string } {
  const match = new RegExp(`(https?://[^\\s/]+)(/newsletter/${page}/([A-Za-z0-9_-]+))`).exec(text);
  if (!match) throw new Error(`no ${page} link in: ${text}`);
  return { url: match[1] + match[2], path: match[2], token: match[3] };
}

export const CONFIRMATION_SUBJECT = /^Confirm your Market Catalysts weekly briefing$/;
export const BRIEFING_SUBJECT = /^Market Catalysts weekly briefing: /;
