import { ConfirmationOutcome, UnsubscribeOutcome } from '@mc/proto';
import { renderMailLinkPage } from '../http/mail-link-page.js';

export interface NewsletterPage {
  status: number;
  title: string;
  message: string;
}

const SUBSCRIBE_AGAIN = 'To subscribe again, use the newsletter form at the bottom of any page of the site.';

/** What following a `/newsletter/confirm/{token}` link did. */
export function confirmationPage(outcome: ConfirmationOutcome): NewsletterPage {
  switch (outcome) {
    case ConfirmationOutcome.CONFIRMED:
      return {
        status: 200,
        title: 'You’re subscribed',
        message:
          'Thank you for confirming. The Market Catalysts weekly briefing, with the coming week’s most important catalysts and our newest watch lists, will arrive at this address once a week. Every email has a link to unsubscribe.',
      };
    case ConfirmationOutcome.ALREADY_CONFIRMED:
      return {
        status: 200,
        title: 'You’re already subscribed',
        message: 'This address was confirmed before: there is nothing more to do.',
      };
    case ConfirmationOutcome.EXPIRED:
      return {
        status: 410,
        title: 'This confirmation link has expired',
        message: `Confirmation links work for 48 hours. ${SUBSCRIBE_AGAIN} We will send you a new link.`,
      };
    default:
      return {
        status: 404,
        title: 'This confirmation link is not valid',
        message: `It may have been replaced by a newer confirmation email, or the address was unsubscribed since. ${SUBSCRIBE_AGAIN}`,
      };
  }
}

/** What following (or posting to) a `/newsletter/unsubscribe/{token}` link did. */
export function unsubscribePage(outcome: UnsubscribeOutcome): NewsletterPage {
  switch (outcome) {
    case UnsubscribeOutcome.UNSUBSCRIBED:
      return {
        status: 200,
        title: 'You’re unsubscribed',
        message: `This address will not receive the Market Catalysts weekly briefing any more. ${SUBSCRIBE_AGAIN}`,
      };
    case UnsubscribeOutcome.ALREADY_UNSUBSCRIBED:
      return {
        status: 200,
        title: 'You’re already unsubscribed',
        message: `This address receives no newsletter from us. ${SUBSCRIBE_AGAIN}`,
      };
    default:
      return {
        status: 404,
        title: 'This unsubscribe link is not valid',
        message:
          'Unsubscribe links work for a year. Use the link at the bottom of a newer email from us, or write to us from the Contact Us page and we will unsubscribe you.',
      };
  }
}

/** The newsletter service did not answer: nothing changed, and following the link again later works. */
export const unavailablePage = (): NewsletterPage => ({
  status: 503,
  title: 'The newsletter is briefly unavailable',
  message: 'Nothing has changed yet. Please open the link from your email again in a few minutes.',
});

/** A small page of its own: it must work from any mail client, with or without JavaScript. */
export const renderNewsletterPage = ({ title, message }: NewsletterPage): string =>
  renderMailLinkPage({ brand: 'Market Catalysts newsletter', title, message });
