// `@mc/api`: the JSON the bff answers, shared by the bff's builders and the web client.
// The calendars', content's, site routes' and watch lists' types are here too; their constants and functions come from
// `@mc/api/calendars`, `@mc/api/content`, `@mc/api/site-routes` and `@mc/api/watchlists`.
export type * from './accounts.js';
export type * from './billing.js';
export type * from './errors.js';
export type * from './quotes.js';
export type * from './newsletter.js';
export type * from './preferences.js';
export type * from './calendars.js';
export type * from './content.js';
export type * from './companies.js';
export type * from './site-routes.js';
export type * from './watchlists.js';
