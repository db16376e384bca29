import { createSnippet, htmlToPlainText, SNIPPET_LENGTH } from './mail-snippet.js';

describe('createSnippet', () => {
  it('collapses whitespace in the text part', () => {
    expect(createSnippet('  Hello\n\n  Ada,\t welcome.  ', '<p>ignored</p>')).toBe('Hello Ada, welcome.');
  });

  it(`cuts at ${SNIPPET_LENGTH} characters and marks the cut`, () => {
    const snippet = createSnippet('word '.repeat(100), '');
    expect(snippet).toHaveLength(SNIPPET_LENGTH + 3);
    expect(snippet.endsWith('...')).toBe(true);
    expect(createSnippet('x'.repeat(SNIPPET_LENGTH), '')).toBe('x'.repeat(SNIPPET_LENGTH));
  });

  it('falls back to the text of the HTML part', () => {
    const html = '<html><head><style>p { color: red }</style></head><body><p>Hi&nbsp;<b>Ada</b> &amp; co</p></body></html>';
    expect(createSnippet('', html)).toBe('Hi Ada & co');
  });
});

describe('htmlToPlainText', () => {
  it('drops scripts and decodes entities once', () => {
    expect(htmlToPlainText('<script>alert(1)</script>&lt;b&gt; &amp;lt; &#65;&#x42;')).toBe(' <b> &lt; AB');
  });
});
