import { countWords, headingId, renderMarkdown } from './markdown-renderer.js';

describe('renderMarkdown', () => {
  it('renders CommonMark with tables, and an id on each section heading', () => {
    const { html, headings } = renderMarkdown(
      [
        '## Why earnings move stocks',
        '',
        'Text with **bold**, *emphasis* and a [calendar link](/earnings-calendar).',
        '',
        '### The `EPS` surprise',
        '',
        '| Ticker | Move |',
        '| :----- | ---: |',
        '| AAPL   | 3.1% |',
        '',
        '> A quote.',
        '',
        '- one',
        '- two',
      ].join('\n'),
    );
    expect(html).toContain('<h2 id="why-earnings-move-stocks">Why earnings move stocks</h2>');
    expect(html).toContain('<h3 id="the-eps-surprise">The <code>EPS</code> surprise</h3>');
    expect(html).toContain('<a href="/earnings-calendar">calendar link</a>');
    expect(html).toContain('<th style="text-align:left">Ticker</th>');
    expect(html).toContain('<td style="text-align:right">3.1%</td>');
    expect(html).toContain('<blockquote>');
    expect(headings).toEqual([
      { id: 'why-earnings-move-stocks', level: 2, text: 'Why earnings move stocks' },
      { id: 'the-eps-surprise', level: 3, text: 'The EPS surprise' },
    ]);
  });

  it('keeps heading ids unique in a page', () => {
    const { headings } = renderMarkdown('## Example\n\n## Example\n\n### Example');
    expect(headings.map((heading) => heading.id)).toEqual(['example', 'example-2', 'example-3']);
  });

  it('escapes raw HTML in the Markdown: a script is shown as text, never run', () => {
    const { html } = renderMarkdown(
      'Hello <script>alert(1)</script> <img src=x onerror="alert(1)">\n\n<div onclick="x()">block</div>',
    );
    // No element but the paragraphs: the would-be tags and handlers are text.
    expect(html.match(/<[a-z]+/gi)).toEqual(['<p', '<p']);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&lt;div onclick=');
  });

  it('never renders a javascript: or data: link from Markdown link syntax', () => {
    for (const markdown of [
      '[click](javascript:alert(1))',
      '[click](JAVASCRIPT:alert(1))',
      '[click](&#106;avascript:alert(1))',
      '<javascript:alert(1)>',
      '[click](data:text/html;base64,PHNjcmlwdD4=)',
      '[click][ref]\n\n[ref]: javascript:alert(1)',
    ]) {
      const { html } = renderMarkdown(markdown);
      expect(html).not.toMatch(/href="\s*(javascript|data):/i);
    }
  });

  it('counts the words a reader reads and the level-1 headings a file must not have', () => {
    const rendered = renderMarkdown('# Title\n\nThree words here — and **two** more.');
    expect(rendered.levelOneHeadings).toBe(1);
    expect(rendered.wordCount).toBe(7);
  });
});

describe('headingId', () => {
  it('makes lowercase words joined by hyphens, without accents or punctuation', () => {
    expect(headingId('What is a PDUFA date?')).toBe('what-is-a-pdufa-date');
    expect(headingId('Éxito & risk: 10-K filings')).toBe('exito-risk-10-k-filings');
    expect(headingId('!!!')).toBe('section');
  });
});

describe('countWords', () => {
  it('counts words of the text, not of the markup or entities', () => {
    expect(countWords('<p>Buy <a href="/x">the rumor</a>, sell &amp; the news.</p>')).toBe(6);
  });
});
