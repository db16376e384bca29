import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { HttpError, jsonReply, type HttpReply, type Route } from './http-route.js';
import type { MailStore } from './mail-store.js';
import { mailpitRoutes } from './mailpit-routes.js';
import { pageRoutes } from './page-routes.js';

const MAX_BODY_BYTES = 1024 * 1024;

const healthRoute: Route = {
  method: 'GET',
  path: /^\/healthz$/,
  handle: () => jsonReply(200, { status: 'ok' }),
};

export interface HttpApiOptions {
  /** Told about failures that are the emulator's fault (answered with a 500). */
  readonly onError?: (error: unknown) => void;
}

export function createHttpApi(store: MailStore, { onError }: HttpApiOptions = {}): Server {
  const routes = [healthRoute, ...mailpitRoutes(store), ...pageRoutes(store)];
  return createServer((request, response) => {
    dispatch(request, routes)
      .catch((error: unknown) => {
        if (error instanceof HttpError) return jsonReply(error.status, { error: error.message });
        onError?.(error);
        return jsonReply(500, { error: 'internal error' });
      })
      .then((reply) => send(response, reply));
  });
}

async function dispatch(request: IncomingMessage, routes: readonly Route[]): Promise<HttpReply> {
  const url = parseUrl(request.url);
  const candidates = routes.flatMap((route) => {
    const match = route.path.exec(url.pathname);
    return match ? [{ route, params: decodeParams(match.groups) }] : [];
  });
  if (candidates.length === 0) return jsonReply(404, { error: 'not found' });

  // Node drops the body of an answer to HEAD, so HEAD is served as GET.
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  const chosen = candidates.find(({ route }) => route.method === method);
  if (!chosen) {
    const allowed = candidates.map(({ route }) => route.method).join(', ');
    return { ...jsonReply(405, { error: 'method not allowed' }), headers: { Allow: allowed } };
  }
  return chosen.route.handle({
    params: chosen.params,
    query: url.searchParams,
    readBody: () => readBody(request),
  });
}

function parseUrl(requestUrl = '/'): URL {
  try {
    return new URL(requestUrl, 'http://mail-emulator.invalid');
  } catch {
    throw new HttpError(400, 'malformed request URL');
  }
}

function decodeParams(groups: Record<string, string> = {}): Record<string, string> {
  try {
    return Object.fromEntries(Object.entries(groups).map(([name, value]) => [name, decodeURIComponent(value)]));
  } catch {
    throw new HttpError(400, 'malformed path');
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'request body too large');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, reply: HttpReply): void {
  response.writeHead(reply.status, {
    'Content-Type': reply.contentType,
    'Cache-Control': 'no-store',
    ...reply.headers,
  });
  response.end(reply.body);
}
