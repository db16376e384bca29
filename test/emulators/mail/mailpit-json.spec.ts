import { receivedMail } from './received-mail.fixture.js';
import { canonicalHeaderName, toMailpitHeaders } from './mailpit-json.js';

describe('toMailpitHeaders', () => {
  it('spells names as Go canonicalises them, as Mailpit answers', () => {
    expect(canonicalHeaderName('list-unsubscribe-post')).toBe('List-Unsubscribe-Post');
    expect(canonicalHeaderName('Message-ID')).toBe('Message-Id');
    expect(canonicalHeaderName('MIME-Version')).toBe('Mime-Version');
  });

  it('keeps every value of a repeated field, in arrival order', () => {
    const mail = {
      ...receivedMail({
        headers: [
          { name: 'Received', value: 'from a' },
          { name: 'Subject', value: 'Hi' },
          { name: 'received', value: 'from b' },
        ],
      }),
      id: '1',
      receivedAt: new Date(0),
    };
    expect(toMailpitHeaders(mail)).toEqual({ Received: ['from a', 'from b'], Subject: ['Hi'] });
  });
});
