import { htmlReply, type Route } from './http-route.js';
import type { MailStore } from './mail-store.js';
import { renderInboxPage, renderMailPage, renderNotFoundPage } from './web-pages.js';

/** Pages for people, e.g. to open a password-reset link by hand. */
export function pageRoutes(store: MailStore): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/$/,
      handle: () => htmlReply(200, renderInboxPage(store.newestFirst())),
    },
    {
      method: 'GET',
      path: /^\/view\/(?<id>[^/]+)$/,
      handle: ({ params }) => {
        const mail = store.find(params.id);
        return mail ? htmlReply(200, renderMailPage(mail)) : htmlReply(404, renderNotFoundPage());
      },
    },
  ];
}
