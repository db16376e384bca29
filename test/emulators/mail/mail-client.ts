// How tests read the mail emulator (or a real Mailpit): one client, Mailpit's API and field names.
import type { MailpitHeaders, MailpitMessage, MailpitMessageList, MailpitSummary } from './mailpit-json.js';

export type { MailpitSummary };

async function getJson<T>(mailUrl: string, path: string): Promise<T> {
  const answer = await fetch(`${mailUrl}${path}`);
  if (!answer.ok) throw new Error(`GET ${path} of the mail server answered ${answer.status}`);
  return (await answer.json()) as T;
}

/** Every message held, newest first. */
export async function listMail(mailUrl: string): Promise<MailpitSummary[]> {
  return (await getJson<MailpitMessageList>(mailUrl, '/api/v1/messages?limit=100000')).messages;
}

/** One message with its text and HTML bodies. */
export function readMail(mailUrl: string, id: string): Promise<MailpitMessage> {
  return getJson<MailpitMessage>(mailUrl, `/api/v1/message/${id}`);
}

/** One message's header fields, every value of each. */
export function mailHeaders(mailUrl: string, id: string): Promise<MailpitHeaders> {
  return getJson<MailpitHeaders>(mailUrl, `/api/v1/message/${id}/headers`);
}

/** Mailpit's search (`to:ada@example.com`, …), newest first. */
export async function searchMail(mailUrl: string, query: string): Promise<MailpitSummary[]> {
  return (await getJson<MailpitMessageList>(mailUrl, `/api/v1/search?query=${encodeURIComponent(query)}&limit=1000`)).messages;
}
