import type { Server as HttpServer } from 'node:http';
import type { AddressInfo, Server as NetServer } from 'node:net';
import type { SMTPServer } from 'smtp-server';
import { createHttpApi } from './http-api.js';
import { MailStore } from './mail-store.js';
import { createSmtpListener } from './smtp-listener.js';

export interface MailEmulatorOptions {
  /** 0 picks a free port, reported in the result. Default 1025. */
  readonly smtpPort?: number;
  /** 0 picks a free port, reported in the result. Default 8025. */
  readonly httpPort?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** How many of the newest messages are kept. Default 1000. */
  readonly capacity?: number;
  /** Told about failures that are the emulator's fault; ignored by default. */
  readonly onError?: (error: unknown) => void;
}

export interface RunningMailEmulator {
  readonly host: string;
  readonly smtpPort: number;
  readonly httpPort: number;
  /** Where the Mailpit-shaped API and the pages are, without a trailing slash. */
  readonly httpUrl: string;
  /** Stops both servers; calling it again returns the same promise. */
  close(): Promise<void>;
}

export const DEFAULT_SMTP_PORT = 1025;
export const DEFAULT_HTTP_PORT = 8025;
export const DEFAULT_HOST = '127.0.0.1';

/** Starts the SMTP listener and the HTTP API over one in-memory store. */
export async function startMailEmulator(options: MailEmulatorOptions = {}): Promise<RunningMailEmulator> {
  const { host = DEFAULT_HOST, onError = () => {} } = options;
  const store = new MailStore({ capacity: options.capacity });
  const smtp = createSmtpListener((mail) => store.add(mail));
  // smtp-server re-emits socket errors on itself and would crash the process if nobody listened.
  // A failure to listen is already reported by the rejected start, so only later ones go to onError.
  smtp.on('error', (error) => {
    if (smtp.server.listening) onError(error);
  });
  const http = createHttpApi(store, { onError });

  let closing: Promise<void> | undefined;
  const close = () => (closing ??= Promise.all([closeSmtp(smtp), closeHttp(http)]).then(() => undefined));
  try {
    const smtpPort = await listen(smtp.server, options.smtpPort ?? DEFAULT_SMTP_PORT, host);
    const httpPort = await listen(http, options.httpPort ?? DEFAULT_HTTP_PORT, host);
    return { host, smtpPort, httpPort, httpUrl: `http://${hostInUrl(host)}:${httpPort}`, close };
  } catch (error) {
    await close();
    throw error;
  }
}

function listen(server: NetServer, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeSmtp(smtp: SMTPServer): Promise<void> {
  return smtp.server.listening ? new Promise((resolve) => smtp.close(resolve)) : Promise.resolve();
}

function closeHttp(http: HttpServer): Promise<void> {
  if (!http.listening) return Promise.resolve();
  return new Promise((resolve, reject) => http.close((error) => (error ? reject(error) : resolve())));
}

function hostInUrl(host: string): string {
  return host.includes(':') ? `[${host}]` : host;
}
