export interface HttpReply {
  readonly status: number;
  readonly contentType: string;
  readonly body: string;
  readonly headers?: Readonly<Record<string, string>>;
}

export interface RouteRequest {
  /** Named groups captured by the route's path pattern. */
  readonly params: Readonly<Record<string, string>>;
  readonly query: URLSearchParams;
  readBody(): Promise<string>;
}

export interface Route {
  readonly method: 'GET' | 'DELETE';
  readonly path: RegExp;
  handle(request: RouteRequest): HttpReply | Promise<HttpReply>;
}

/** Thrown by a route for a request it must refuse; becomes a JSON `{ error }` answer. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** Email HTML is untrusted: pages run no scripts, and the message itself sits in a sandboxed iframe. */
const PAGE_SECURITY_POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src * data:; frame-src 'self'; form-action 'none'";

export function jsonReply(status: number, value: unknown): HttpReply {
  return { status, contentType: 'application/json; charset=utf-8', body: JSON.stringify(value) };
}

export function textReply(status: number, text: string): HttpReply {
  return { status, contentType: 'text/plain; charset=utf-8', body: text };
}

export function htmlReply(status: number, html: string): HttpReply {
  return {
    status,
    contentType: 'text/html; charset=utf-8',
    body: html,
    headers: { 'Content-Security-Policy': PAGE_SECURITY_POLICY, 'X-Content-Type-Options': 'nosniff' },
  };
}
