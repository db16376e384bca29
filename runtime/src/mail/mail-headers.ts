/**
 * RFC 2369 and RFC 8058 headers: mail clients show their own unsubscribe button, and a POST of
 * `List-Unsubscribe=One-Click` to the link unsubscribes without opening a page. Only the https
 * link is offered: nothing reads mail sent to a mailto address. `listId`: RFC 2919's List-Id.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string, listId: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': listId,
  };
}

/** The domain of MAIL_FROM's address, for Message-IDs of our own making. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || 'marketcatalysts.local';
}
