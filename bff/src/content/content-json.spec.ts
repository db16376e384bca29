import { create } from '@bufbuild/protobuf';
import { timestampFromDate } from '@bufbuild/protobuf/wkt';
import { ContentItemSchema } from '@mc/proto';
import { toContentItem, toSitePage } from './content-json.js';

const item = create(ContentItemSchema, {
  summary: {
    slug: 'week-of-2026-11-23',
    kind: 'watch-list',
    title: 'Weekly Watch List',
    description: 'd',
    published: '2026-11-22',
    author: 'Market Catalysts Research',
    tags: ['earnings'],
    tickers: ['DE', 'HPQ'],
    list: 'weekly',
    path: '/weekly-watch-list/week-of-2026-11-23',
    wordCount: 700,
    updatedAt: timestampFromDate(new Date('2026-11-23T06:00:00Z')),
  },
  html: '<h2 id="why">Why</h2>',
  headings: [{ id: 'why', level: 2, text: 'Why' }],
  supportEmail: 'support@example.com',
});

describe('content JSON', () => {
  it('answers an item in the API’s words, with reading time and update time', () => {
    expect(toContentItem(item)).toEqual({
      slug: 'week-of-2026-11-23',
      kind: 'watch-list',
      title: 'Weekly Watch List',
      description: 'd',
      published: '2026-11-22',
      author: 'Market Catalysts Research',
      tags: ['earnings'],
      tickers: ['DE', 'HPQ'],
      list: 'weekly',
      path: '/weekly-watch-list/week-of-2026-11-23',
      reading_minutes: 3,
      html: '<h2 id="why">Why</h2>',
      headings: [{ id: 'why', level: 2, text: 'Why' }],
      word_count: 700,
      updated_at: '2026-11-23T06:00:00.000Z',
    });
  });

  it('gives a page the support address and a list of null for kinds without one', () => {
    const page = toSitePage(create(ContentItemSchema, { ...item, summary: { ...item.summary!, kind: 'page', list: '' } }));
    expect(page).toMatchObject({ support_email: 'support@example.com', list: null });
  });
});
