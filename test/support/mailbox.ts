import { poll } from '@mc/runtime/testing';
import { mailUrl } from './api.js';
import { listMail, readMail } from '../emulators/mail/mail-client.js';

/** Waits for the newest message to `address` in the mail emulator (or Mailpit) and returns its text. */
export async function waitForMail(address: string, timeoutMs = 15_000): Promise<{ subject: string; text: string }> {
  const found = await poll(
    `mail to ${address}`,
    async () => {
      return (await listMail(mailUrl())).find((message) =>
        message.To.some((to) => to.Address.toLowerCase() === address.toLowerCase()),
      );
    },
    timeoutMs,
    200,
  ).catch(() => {
    throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
  });
  const message = await readMail(mailUrl(), found.ID);
  return { subject: message.Subject, text: message.Text };
}

/** The `/reset-password/{uid}/{token}` link in a reset email. */
export function resetLinkIn(text: string): { url: string; uid: string; token: string } {
  const match = /(https?:\/\/\S+\/reset-password\/([^/\s]+)\/([^/\s]+))/.exec(text);
  if (!match) throw new Error(`no reset link in: ${text}`);
  return { url: match[1], uid: match[2], token: match[3] };
}
