import { listUnsubscribeHeaders as runtimeListUnsubscribeHeaders, siteLink } from '@mc/runtime';

/** The page that confirms a subscription (served by the bff). */
export const confirmationLink = (siteUrl: string, token: string) => siteLink(siteUrl, `/newsletter/confirm/${token}`);

/** The page that unsubscribes at once, and the target of RFC 8058's one-click POST. */
export const unsubscribeLink = (siteUrl: string, token: string) => siteLink(siteUrl, `/newsletter/unsubscribe/${token}`);

/** The briefing's and the confirmation's RFC 8058 headers (the runtime's), under the newsletter's List-Id. */
export const listUnsubscribeHeaders = (unsubscribeUrl: string) =>
  runtimeListUnsubscribeHeaders(unsubscribeUrl, 'Market Catalysts weekly briefing <briefing.marketcatalysts>');

export { senderDomain } from '@mc/runtime';
