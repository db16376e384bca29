import { siteUrl } from './xml-text.js';

/**
 * What crawlers leave alone: the API and account endpoints, and the screens that are a user's own or
 * a step of sign-up and payment. Everything else is public; /sitemap.xml lists it.
 */
const DISALLOWED = [
  '/api/',
  '/auth/',
  '/usermanagement/',
  '/profile',
  '/analysis',
  '/catalyst-calendar',
  '/*-calendar-old',
  '/reset-password/',
  '/subscribe',
  '/subscription',
  '/cancel-subscription',
  '/payment',
  '/cart',
  '/success',
  '/confirmation',
  '/thank-you',
];

export function robotsTxt(site: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl(site, '/sitemap.xml')}`,
    '',
  ].join('\n');
}
