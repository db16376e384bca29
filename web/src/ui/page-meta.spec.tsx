import { describe, expect, it } from '@jest/globals';
import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { usePageMeta, useRouteMeta, type PageMeta } from './page-meta.js';

function Page({ meta }: { meta: PageMeta | null }) {
  usePageMeta(meta);
  return null;
}

const guide: PageMeta = {
  title: 'Earnings Catalysts Guide',
  description: 'How earnings reports move stocks, and how to plan a trade around the report date.',
  path: '/earnings-catalysts-guide',
};

function Layout() {
  useRouteMeta();
  return <Outlet />;
}

const description = () => document.head.querySelector('meta[name="description"]');
const ogTitle = () => document.head.querySelector('meta[property="og:title"]');
const canonical = () => document.head.querySelector('link[rel="canonical"]');

describe('usePageMeta', () => {
  it('sets the title, description and canonical link, and puts back what was there when the page goes', () => {
    document.title = 'Market Catalysts';
    const existing = document.createElement('meta');
    existing.name = 'description';
    existing.content = 'Stock-market catalyst calendars.';
    document.head.append(existing);

    const view = render(<Page meta={guide} />);
    expect(document.title).toBe('Earnings Catalysts Guide · Market Catalysts');
    expect(description()).toHaveAttribute('content', guide.description);
    expect(canonical()).toHaveAttribute('href', 'http://localhost/earnings-catalysts-guide');
    expect(ogTitle()).toHaveAttribute('content', 'Earnings Catalysts Guide');
    expect(document.head.querySelector('meta[property="og:url"]')).toHaveAttribute(
      'content',
      'http://localhost/earnings-catalysts-guide',
    );
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
    expect(document.title).toBe('IPO Catalysts Guide · Market Catalysts');
    expect(canonical()).toHaveAttribute('href', 'http://localhost/ipo-catalysts-guide');
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);

    view.unmount();
    expect(document.title).toBe('Market Catalysts');
    expect(description()).toBeNull();
  });
});

describe('useRouteMeta', () => {
  it('names each route from the site’s table, and yields to a page that names itself', async () => {
    document.title = 'Market Catalysts';
    const router = createMemoryRouter(
      [
        {
          element: <Layout />,
          children: [
            { path: '/pricing', element: <p>Plans</p> },
            { path: '/earnings-catalysts-guide', element: <Page meta={guide} /> },
            { path: '*', element: <p>Nothing here</p> },
          ],
        },
      ],
      { initialEntries: ['/pricing'] },
    );
    const view = render(<RouterProvider router={router} />);
    expect(document.title).toBe('Pricing · Market Catalysts');
    expect(canonical()).toHaveAttribute('href', 'http://localhost/pricing');

    await act(() => router.navigate('/earnings-catalysts-guide'));
    expect(document.title).toBe('Earnings Catalysts Guide · Market Catalysts');
    expect(description()).toHaveAttribute('content', guide.description);

    await act(() => router.navigate('/no-such-page'));
    expect(document.title).toBe('Page not found · Market Catalysts');
    expect(ogTitle()).toHaveAttribute('content', 'Page not found');

    view.unmount();
    expect(document.title).toBe('Market Catalysts');
    expect(canonical()).toBeNull();
  });
});
