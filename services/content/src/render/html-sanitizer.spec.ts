import { sanitizeContentHtml } from './html-sanitizer.js';

describe('sanitizeContentHtml', () => {
  it('drops script and style elements with their content', () => {
    expect(sanitizeContentHtml('<p>Before</p><script>alert(document.cookie)</script><style>p{}</style><p>After</p>')).toBe(
      '<p>Before</p><p>After</p>',
    );
    expect(sanitizeContentHtml('<p>x<SCRIPT src="https://evil.example/x.js"></SCRIPT></p>')).toBe('<p>x</p>');
  });

  it('never lets a javascript:, data: or vbscript: link through, however it is spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
      '&#106;avascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'vbscript:msgbox(1)',
    ]) {
      const html = sanitizeContentHtml(`<a href="${href}">click</a>`);
      expect(html).toBe('<a>click</a>');
    }
  });

  it('removes every event handler attribute', () => {
    const html = sanitizeContentHtml(
      '<p onclick="steal()">Text</p><a href="/x" onmouseover="steal()">x</a><h2 id="a" onfocus="x()">H</h2><img src=x onerror=alert(1)>',
    );
    expect(html).toBe('<p>Text</p><a href="/x">x</a><h2 id="a">H</h2>');
    expect(html).not.toMatch(/\son\w+=/i);
  });

  it('drops embeds, frames, forms and images', () => {
    expect(
      sanitizeContentHtml(
        '<iframe src="https://evil.example"></iframe><object data="x"></object><form><input></form><img src="/a.png">ok',
      ),
    ).toBe('ok');
  });

  it('keeps the structure content needs: headings with ids, lists, tables, quotes, code, site links', () => {
    const html =
      '<h2 id="why">Why</h2><ul><li><strong>a</strong> <em>b</em></li></ul><ol start="3"><li>c</li></ol>' +
      '<table><thead><tr><th style="text-align:right">P</th></tr></thead><tbody><tr><td style="text-align:right">1</td></tr></tbody></table>' +
      '<blockquote><p>q</p></blockquote><pre><code>x = 1</code></pre><p><a href="/earnings-calendar">calendar</a></p>';
    expect(sanitizeContentHtml(html)).toBe(html);
  });

  it('keeps only text alignment of styles', () => {
    expect(sanitizeContentHtml('<td style="text-align:center;background:url(javascript:x)">1</td>')).toBe(
      '<td style="text-align:center">1</td>',
    );
  });

  it('opens links to other sites in a new tab without giving them a handle on the page', () => {
    expect(sanitizeContentHtml('<a href="https://www.sec.gov/edgar">EDGAR</a>')).toBe(
      '<a href="https://www.sec.gov/edgar" target="_blank" rel="noopener noreferrer">EDGAR</a>',
    );
    expect(sanitizeContentHtml('<a href="/pricing" target="_top">Pricing</a>')).toBe(
      '<a href="/pricing" target="_top">Pricing</a>',
    );
  });

  it('turns a level-1 heading into a level-2 one: the page title is the only h1', () => {
    expect(sanitizeContentHtml('<h1>Title</h1>')).toBe('<h2>Title</h2>');
  });
});
