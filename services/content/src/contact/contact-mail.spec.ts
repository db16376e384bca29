import { contactMail } from './contact-mail.js';
import { checkContactMessage } from './contact-message.js';

describe('contactMail', () => {
  const mail = contactMail('support@example.com', {
    name: 'Dana <b>Reyes</b>',
    email: 'dana@example.com',
    topic: 'subscription',
    message: 'First paragraph with <script>alert(1)</script>.\n\nSecond & last.',
  });

  it('goes to the support address, with the topic and the sender in the subject', () => {
    expect(mail.to).toBe('support@example.com');
    expect(mail.subject).toBe('Contact form: Subscription and billing — Dana <b>Reyes</b>');
  });

  it('carries the message as written in the text part, and as escaped text in the HTML part', () => {
    expect(mail.text).toContain('Email: dana@example.com');
    expect(mail.text).toContain('First paragraph with <script>alert(1)</script>.\n\nSecond & last.');
    expect(mail.html).not.toMatch(/<script|<b>/);
    expect(mail.html).toContain(
      '<p>First paragraph with &#60;script&#62;alert(1)&#60;/script&#62;.</p>\n<p>Second &#38; last.</p>',
    );
  });
});

describe('checkContactMessage', () => {
  it('trims and accepts a complete message', () => {
    expect(
      checkContactMessage({
        name: ' Dana ',
        email: ' dana@example.com ',
        topic: 'feedback',
        message: ' Please add a CSV export. ',
      } as never),
    ).toEqual({ message: { name: 'Dana', email: 'dana@example.com', topic: 'feedback', message: 'Please add a CSV export.' } });
  });

  it('refuses an overlong name and message', () => {
    expect(
      checkContactMessage({ name: 'x'.repeat(101), email: 'a@b.co', topic: 'other', message: 'y'.repeat(5001) } as never),
    ).toEqual({
      errors: {
        name: ['Ensure this field has no more than 100 characters.'],
        message: ['Ensure this field has no more than 5000 characters.'],
      },
    });
  });
});
