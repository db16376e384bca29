import { ConfirmationOutcome, UnsubscribeOutcome } from '@mc/proto';
import { confirmationPage, renderNewsletterPage, unavailablePage, unsubscribePage } from './newsletter-pages.js';

describe('newsletter pages', () => {
  it('says what a confirmation link did, with a status to match', () => {
    expect(confirmationPage(ConfirmationOutcome.CONFIRMED)).toMatchObject({ status: 200, title: 'You’re subscribed' });
    expect(confirmationPage(ConfirmationOutcome.ALREADY_CONFIRMED)).toMatchObject({
      status: 200,
      title: 'You’re already subscribed',
    });
    expect(confirmationPage(ConfirmationOutcome.EXPIRED)).toMatchObject({
      status: 410,
      message: expect.stringContaining('48 hours'),
    });
    expect(confirmationPage(ConfirmationOutcome.INVALID)).toMatchObject({ status: 404 });
  });

  it('says what an unsubscribe link did', () => {
    expect(unsubscribePage(UnsubscribeOutcome.UNSUBSCRIBED)).toMatchObject({ status: 200, title: 'You’re unsubscribed' });
    expect(unsubscribePage(UnsubscribeOutcome.ALREADY_UNSUBSCRIBED)).toMatchObject({ status: 200 });
    expect(unsubscribePage(UnsubscribeOutcome.INVALID)).toMatchObject({ status: 404 });
    expect(unavailablePage()).toMatchObject({ status: 503 });
  });

  it('renders a page without scripts or outside resources, readable dark or light', () => {
    const html = renderNewsletterPage({ status: 200, title: 'You’re <subscribed>', message: 'A & B' });
    expect(html).toContain('<h1>You’re &#60;subscribed&#62;</h1>');
    expect(html).toContain('<p>A &#38; B</p>');
    expect(html).toContain('prefers-color-scheme: dark');
    expect(html).not.toMatch(/<script|<img|https?:\/\//);
  });
});
