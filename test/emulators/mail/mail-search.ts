import type { MailAddress, StoredMail } from './mail-store.js';

export type MailFilter = (mail: StoredMail) => boolean;

/** `field:value`, `field:"quoted value"` or a bare word. */
const SEARCH_TERM = /(?:(\w+):)?(?:"([^"]*)"|(\S+))/g;

/**
 * A subset of Mailpit's search syntax: `to:`, `from:`, `subject:` and bare words, each a
 * case-insensitive substring match, all of which must hold.
 */
export function createMailFilter(query: string): MailFilter {
  const conditions = [...query.matchAll(SEARCH_TERM)].map(([token, field, quoted, bare]) =>
    conditionFor(field?.toLowerCase(), (quoted ?? bare ?? '').toLowerCase(), token.toLowerCase()),
  );
  return (mail) => conditions.every((holds) => holds(mail));
}

function conditionFor(field: string | undefined, value: string, token: string): MailFilter {
  switch (field) {
    case 'to':
      return (mail) => recipientsOf(mail).some((address) => addressContains(address, value));
    case 'from':
      return (mail) => mail.from !== null && addressContains(mail.from, value);
    case 'subject':
      return (mail) => mail.subject.toLowerCase().includes(value);
    default:
      // An unknown prefix is part of the word, as in a bare `https://…`.
      return (mail) => searchableText(mail).includes(field === undefined ? value : token);
  }
}

function recipientsOf(mail: StoredMail): MailAddress[] {
  const envelopeOnly = mail.envelopeRecipients.map((address) => ({ name: '', address }));
  return [...mail.to, ...mail.cc, ...envelopeOnly];
}

function addressContains(address: MailAddress, value: string): boolean {
  return address.address.toLowerCase().includes(value) || address.name.toLowerCase().includes(value);
}

function searchableText(mail: StoredMail): string {
  const people = [mail.from, ...recipientsOf(mail)].flatMap((address) => (address ? [address.name, address.address] : []));
  return [mail.subject, mail.text, ...people].join('\n').toLowerCase();
}
