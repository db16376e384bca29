import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { usePageMeta, type PageMeta } from './page-meta.js';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const guide: PageMeta = {
  title: 'Earnings Catalysts Guide',
  description: 'How earnings reports move stocks, and how to plan a trade around the report date.',
  path: '/earnings-catalysts-guide',
};

const description = () => document.head.querySelector('meta[name="description"]');
const canonical = () => document.head.querySelector('link[rel="canonical"]');

describe('usePageMeta', () => {
  it('sets the title, description and canonical link, and puts back what was there when the page goes', () => {
    document.title = 'Market Catalysts';
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'Stock-market catalyst calendars.';
    document.head.append(existing);

    const view = render(<Page meta={guide} />);
    expect(document.title).toBe('Earnings Catalysts Guide | Market Catalysts');
    expect(description()).toHaveAttribute('content', guide.description);
    expect(canonical()).toHaveAttribute('href', 'http://localhost/earnings-catalysts-guide');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    view.unmount();
    expect(document.title).toBe('Market Catalysts');
    expect(description()).toHaveAttribute('content', 'Stock-market catalyst calendars.');
    expect(canonical()).toBeNull();
    existing.remove();
  });

  it('follows the page to new values and leaves the head alone while there are none', () => {
    document.title = 'Market Catalysts';
    const view = render(<Page meta={null} />);
    expect(document.title).toBe('Market Catalysts');
    expect(canonical()).toBeNull();

    view.rerender(<Page meta={guide} />);
    view.rerender(<Page meta={{ ...guide, title: 'IPO Catalysts Guide', path: '/ipo-catalysts-guide' }} />);
    expect(document.title).toBe('IPO Catalysts Guide | Market Catalysts');
    expect(canonical()).toHaveAttribute('href', 'http://localhost/ipo-catalysts-guide');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    view.unmount();
    expect(document.title).toBe('Market Catalysts');
    expect(description()).toBeNull();
  });
});
