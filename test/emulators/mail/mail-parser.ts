import PostalMime, { type Address } from 'postal-mime';
import type { MailAddress, ReceivedMail } from './mail-store.js';

export interface SmtpEnvelope {
  readonly mailFrom: string | null;
  readonly rcptTo: readonly string[];
}

export async function parseMail(raw: Buffer, envelope: SmtpEnvelope): Promise<ReceivedMail> {
  const email = await PostalMime.parse(raw);
  return {
    messageId: stripAngleBrackets(email.messageId ?? ''),
    from: mailboxesOf(email.from ? [email.from] : [])[0] ?? envelopeSender(envelope),
    to: mailboxesOf(email.to),
    cc: mailboxesOf(email.cc),
    envelopeRecipients: envelope.rcptTo,
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
    size: raw.byteLength,
    headers: email.headers.map(({ originalKey, value }) => ({ name: originalKey, value })),
    raw: raw.toString('utf8'),
  };
}

/** Groups (`Team: a@x, b@x;`) are flattened into their members. */
function mailboxesOf(addresses: readonly Address[] = []): MailAddress[] {
  return addresses.flatMap((entry) =>
    entry.group ? entry.group.map(({ name, address }) => ({ name, address })) : [{ name: entry.name, address: entry.address }],
  );
}

function envelopeSender(envelope: SmtpEnvelope): MailAddress | null {
  return envelope.mailFrom ? { name: '', address: envelope.mailFrom } : null;
}

/** Mailpit shows Message-IDs without their angle brackets. */
function stripAngleBrackets(messageId: string): string {
  return messageId.replace(/^<(.*)>$/, '$1');
}
