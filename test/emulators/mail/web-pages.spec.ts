import type { StoredMail } from './mail-store.js';
import { receivedMail } from './received-mail.fixture.js';
import { renderInboxPage, renderMailPage } from './web-pages.js';

const hostile: StoredMail = {
  ...receivedMail({
    subject: '<script>alert("subject")</script>',
    to: [{ name: '<b>Ada</b>', address: 'ada@example.com' }],
    text: 'Reset here: https://app.example/reset?uid=1&token=t',
    html: '<p onclick="x()">Hi "Ada"</p><script>alert(1)</script>',
  }),
  id: 'id/with space',
  receivedAt: new Date('2026-03-02T10:00:00Z'),
};

describe('renderInboxPage', () => {
  it('links each message to its page and escapes what the sender wrote', () => {
    const html = renderInboxPage([hostile]);
    expect(html).toContain('href="view/id%2Fwith%20space"');
    expect(html).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(html).toContain('&lt;b&gt;Ada&lt;/b&gt; &lt;ada@example.com&gt;');
    expect(html).toContain('2026-03-02 10:00:00 UTC');
    expect(html).not.toContain('<script>');
  });

  it('says so when there is nothing yet', () => {
    expect(renderInboxPage([])).toContain('No messages yet.');
  });
});

describe('renderMailPage', () => {
  const html = renderMailPage(hostile);

  it('makes the links in the text part clickable', () => {
    expect(html).toContain('<a href="https://app.example/reset?uid=1&amp;token=t" rel="noreferrer">');
  });

  it('shows the HTML part only inside a sandbox without scripts, its links opening a new tab', () => {
    const iframe = /<iframe [^>]*>/.exec(html)?.[0] ?? '';
    expect(iframe).toContain('sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(iframe).toContain(
      'srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;p onclick=&quot;x()&quot;&gt;Hi &quot;Ada&quot;&lt;/p&gt;&lt;script&gt;alert(1)&lt;/script&gt;"',
    );
    expect(html).not.toContain('<script>');
  });

  it('leaves out the HTML section for a text-only message', () => {
    expect(renderMailPage({ ...hostile, html: '' })).not.toContain('<iframe');
  });
});
