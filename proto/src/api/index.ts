// `@mc/proto/api`: the JSON the bff answers, shared by the bff's builders and the web client.
// The calendars' and content's types are here too; their constants come from `@mc/proto/api/calendars` and `@mc/proto/api/content`.
export type * from './accounts.js';
export type * from './billing.js';
export type * from './errors.js';
export type * from './quotes.js';
export type * from './calendars.js';
export type * from './content.js';
