import { escapeHtml, linkifyText } from './html-text.js';

describe('escapeHtml', () => {
  it('escapes every character that could open markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
  });
});

describe('linkifyText', () => {
  it('links web addresses and escapes the rest', () => {
    expect(linkifyText('Reset: https://app.example/reset?uid=1&token=a <soon>')).toBe(
      'Reset: <a href="https://app.example/reset?uid=1&amp;token=a" rel="noreferrer">https://app.example/reset?uid=1&amp;token=a</a> &lt;soon&gt;',
    );
  });

  it('leaves sentence punctuation outside the link', () => {
    expect(linkifyText('See http://x.test/a.')).toBe('See <a href="http://x.test/a" rel="noreferrer">http://x.test/a</a>.');
  });

  it('does not link other schemes', () => {
    expect(linkifyText('javascript:alert(1)')).toBe('javascript:alert(1)');
  });

  it('ends a link at a quote, so the address cannot break out of the attribute', () => {
    expect(linkifyText('https://x.test/"onmouseover="alert(1)')).toBe(
      '<a href="https://x.test/" rel="noreferrer">https://x.test/</a>&quot;onmouseover=&quot;alert(1)',
    );
  });
});
