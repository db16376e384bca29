import { siteLink } from '@mc/runtime';

/** The page that confirms a subscription (served by the bff). */
export const confirmationLink = (siteUrl: string, token: string) => siteLink(siteUrl, `/newsletter/confirm/${token}`);

/** The page that unsubscribes at once, and the target of RFC 8058's one-click POST. */
export const unsubscribeLink = (siteUrl: string, token: string) => siteLink(siteUrl, `/newsletter/unsubscribe/${token}`);

/**
 * RFC 2369 and RFC 8058 headers: mail clients show their own unsubscribe button, and a POST of
 * `List-Unsubscribe=One-Click` to the link unsubscribes without opening a page. Only the https
 * link is offered: nothing reads mail sent to a mailto address.
 */
export function listUnsubscribeHeaders(unsubscribeUrl: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    'List-Id': 'Market Catalysts weekly briefing <briefing.marketcatalysts>',
  };
}

/** The domain of MAIL_FROM's address, for Message-IDs of our own making. */
export function senderDomain(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return address.split('@')[1]?.trim() || 'marketcatalysts.local';
}
