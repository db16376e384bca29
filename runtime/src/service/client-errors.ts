import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { isAnsweredWhileReading } from './refused-bodies.js';

/** Refusals Node makes before a request exists (no route, no hook runs), by Node's error code. */
const CONNECTION_REFUSALS: Record<string, { status: number; detail: string }> = {
  ERR_HTTP_REQUEST_TIMEOUT: { status: 408, detail: 'The request was not received in time.' },
  HPE_HEADER_OVERFLOW: { status: 431, detail: 'Request header fields are too large.' },
};
const MALFORMED = { status: 400, detail: 'Malformed HTTP request.' };

/**
 * Fastify's `clientErrorHandler` for every HTTP server of the product: a slow, oversized or
 * malformed request is answered in DRF's shape with `headers` (the bff's security headers), with
 * `Connection: close`, then its connection is closed (as Node's own handler does, but Node's says
 * nothing of the close, and a keep-alive client would lose its next request on that socket).
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (error: Error & { code?: string }, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return;
    const { status, detail } = CONNECTION_REFUSALS[error.code ?? ''] ?? MALFORMED;
    const body = JSON.stringify({ detail });
    // Never after an answer has started on this connection (or was sent, its body still arriving): that would corrupt it.
    const inFlight = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !inFlight?.headersSent && !isAnsweredWhileReading(socket)) {
      const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(
        `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('')}` +
          `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.destroy(error);
  };
}
