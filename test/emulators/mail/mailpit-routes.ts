import { HttpError, jsonReply, textReply, type Route, type RouteRequest } from './http-route.js';
import { createMailFilter } from './mail-search.js';
import type { MailStore, StoredMail } from './mail-store.js';
import { toMailpitHeaders, toMailpitMessage, toMailpitMessageList } from './mailpit-json.js';

/** Mailpit's default page size. */
const DEFAULT_PAGE_LIMIT = 50;

/** The part of Mailpit's REST API (`/api/v1`) that tests and people use. */
export function mailpitRoutes(store: MailStore): Route[] {
  return [
    {
      method: 'GET',
      path: /^\/api\/v1\/messages$/,
      handle: ({ query }) => jsonReply(200, toMailpitMessageList(store.page(pageOf(query)))),
    },
    {
      method: 'DELETE',
      path: /^\/api\/v1\/messages$/,
      handle: (request) => deleteMessages(store, request),
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/message\/(?<id>[^/]+)$/,
      handle: ({ params }) => {
        const mail = findMail(store, params.id);
        return mail ? jsonReply(200, toMailpitMessage(mail)) : jsonReply(404, { error: 'message not found' });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/message\/(?<id>[^/]+)\/headers$/,
      handle: ({ params }) => {
        const mail = findMail(store, params.id);
        return mail ? jsonReply(200, toMailpitHeaders(mail)) : jsonReply(404, { error: 'message not found' });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/message\/(?<id>[^/]+)\/raw$/,
      handle: ({ params }) => {
        const mail = findMail(store, params.id);
        return mail ? textReply(200, mail.raw) : jsonReply(404, { error: 'message not found' });
      },
    },
    {
      method: 'GET',
      path: /^\/api\/v1\/search$/,
      handle: ({ query }) => {
        const search = query.get('query')?.trim();
        if (!search) throw new HttpError(400, 'query is required');
        const page = store.page({ ...pageOf(query), filter: createMailFilter(search) });
        return jsonReply(200, toMailpitMessageList(page));
      },
    },
  ];
}

/** Like Mailpit, `latest` names the newest message. */
export function findMail(store: MailStore, id: string): StoredMail | undefined {
  return id === 'latest' ? store.latest() : store.find(id);
}

/** Mailpit deletes the messages listed in `{"IDs": [...]}`, or all of them when none are listed. */
async function deleteMessages(store: MailStore, { readBody }: RouteRequest) {
  const ids = idsToDelete(await readBody());
  if (ids.length === 0) store.clear();
  else store.delete(ids);
  return textReply(200, 'ok');
}

function idsToDelete(body: string): string[] {
  if (body.trim() === '') return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    throw new HttpError(400, 'body must be JSON like {"IDs": ["…"]}');
  }
  const ids = typeof parsed === 'object' && parsed !== null && 'IDs' in parsed ? parsed.IDs : [];
  if (!Array.isArray(ids) || !ids.every((id): id is string => typeof id === 'string')) {
    throw new HttpError(400, 'IDs must be an array of message ids');
  }
  return ids;
}

function pageOf(query: URLSearchParams): { start: number; limit: number } {
  return {
    start: integerParam(query, 'start', { fallback: 0, min: 0 }),
    limit: integerParam(query, 'limit', { fallback: DEFAULT_PAGE_LIMIT, min: 1 }),
  };
}

function integerParam(query: URLSearchParams, name: string, { fallback, min }: { fallback: number; min: number }) {
  const raw = query.get(name);
  if (raw === null || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new HttpError(400, `${name} must be an integer of at least ${min}`);
  }
  return value;
}
