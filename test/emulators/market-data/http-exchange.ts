import type { IncomingMessage, ServerResponse } from 'node:http';
import { BadRequest, type EmulatorAnswer, type EmulatorRequest } from './route.js';

const MAX_BODY_BYTES = 64 * 1024;

export function toEmulatorRequest(incoming: IncomingMessage): EmulatorRequest {
  return {
    method: incoming.method ?? 'GET',
    url: parseTarget(incoming.url ?? '/'),
    headers: incoming.headers,
    readJson: () => readJsonBody(incoming),
  };
}

export function writeAnswer(response: ServerResponse, answer: EmulatorAnswer): void {
  response.writeHead(answer.status, {
    ...answer.headers,
    'content-type': answer.contentType,
    'content-length': Buffer.byteLength(answer.body),
  });
  response.end(answer.body);
}

function parseTarget(target: string): URL {
  try {
    return new URL(target, 'http://emulator.invalid');
  } catch {
    throw new BadRequest(`cannot parse the request target ${target}`, 'url');
  }
}

async function readJsonBody(incoming: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of incoming as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) {
      throw new BadRequest(`the body is larger than ${MAX_BODY_BYTES} bytes`, 'body');
    }
    chunks.push(chunk);
  }
  const text = Buffer.concat(chunks).toString('utf8').trim();
  if (text === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BadRequest('the body is not valid JSON', 'body');
  }
}
