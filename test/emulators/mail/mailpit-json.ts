import { createSnippet } from './mail-snippet.js';
import type { MailAddress, MailPage, StoredMail } from './mail-store.js';

/** The answers below use Mailpit's field names so that Mailpit clients and habits carry over. */
export interface MailpitAddress {
  Name: string;
  Address: string;
}

export interface MailpitSummary {
  ID: string;
  MessageID: string;
  From: MailpitAddress | null;
  To: MailpitAddress[];
  Cc: MailpitAddress[];
  Subject: string;
  Created: string;
  Size: number;
  Snippet: string;
}

export interface MailpitMessage extends MailpitSummary {
  Text: string;
  HTML: string;
}

export interface MailpitMessageList {
  total: number;
  messages_count: number;
  count: number;
  start: number;
  messages: MailpitSummary[];
}

/** Mailpit's `/headers`: every value of each field, under Go's canonical spelling of its name (`Message-Id`). */
export type MailpitHeaders = Record<string, string[]>;

export function toMailpitHeaders(mail: StoredMail): MailpitHeaders {
  const headers: MailpitHeaders = {};
  for (const { name, value } of mail.headers) (headers[canonicalHeaderName(name)] ??= []).push(value);
  return headers;
}

/** Go's textproto.CanonicalMIMEHeaderKey, which Mailpit's answer uses: `list-unsubscribe-post` → `List-Unsubscribe-Post`. */
export function canonicalHeaderName(name: string): string {
  return name
    .split('-')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase())
    .join('-');
}

export function toMailpitMessageList(page: MailPage): MailpitMessageList {
  return {
    total: page.total,
    messages_count: page.matched,
    count: page.mails.length,
    start: page.start,
    messages: page.mails.map(toMailpitSummary),
  };
}

export function toMailpitSummary(mail: StoredMail): MailpitSummary {
  return {
    ID: mail.id,
    MessageID: mail.messageId,
    From: mail.from && toMailpitAddress(mail.from),
    To: mail.to.map(toMailpitAddress),
    Cc: mail.cc.map(toMailpitAddress),
    Subject: mail.subject,
    Created: mail.receivedAt.toISOString(),
    Size: mail.size,
    Snippet: createSnippet(mail.text, mail.html),
  };
}

export function toMailpitMessage(mail: StoredMail): MailpitMessage {
  return { ...toMailpitSummary(mail), Text: mail.text, HTML: mail.html };
}

function toMailpitAddress(address: MailAddress): MailpitAddress {
  return { Name: address.name, Address: address.address };
}
