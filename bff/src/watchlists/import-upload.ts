import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../http/json-body.js';

/** Where a CSV may be uploaded: the one route that takes `multipart/form-data`. */
export const IMPORT_PATH = /^\/api\/watchlists\/import\/?(\?.*)?$/;
/** A broker's export of 200 positions is a few KB; anything past 1 MiB is not a watch list (413). */
export const IMPORT_BODY_LIMIT = 1024 * 1024;

/** What an upload's form carries, as the import reads it. */
export interface UploadedForm {
  name?: string;
  /** The first file's text (UTF-8). */
  file?: string;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * `multipart/form-data` for the import route alone: every other route keeps the bff's JSON-only
 * bodies (http/json-body.ts, and its 415). The size is checked before anything is read (Fastify's
 * body limit: 413); the form is read by the platform's WHATWG parser (`Response.formData`).
 */
@Injectable()
export class ImportUpload implements OnModuleInit {
  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit() {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    // A pattern, not the type's name: the newsletter pages' own scope declares 'multipart/form-data' too.
    fastify.addContentTypeParser(
      /^multipart\/form-data(;|$)/i,
      { parseAs: 'buffer', bodyLimit: IMPORT_BODY_LIMIT },
      (request, body, done) => {
        if (request.method !== 'POST' || !IMPORT_PATH.test(request.url))
          return done(
            new HttpError(415, { detail: `Unsupported media type "${request.headers['content-type'] ?? ''}" in request.` }),
            undefined,
          );
        readForm(body as Buffer, request.headers['content-type'] ?? '').then(
          (form) => done(null, form),
          (error: Error) => done(error, undefined),
        );
      },
    );
  }
}

async function readForm(body: Buffer, contentType: string): Promise<UploadedForm> {
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(body), { headers: { 'content-type': contentType } }).formData();
  } catch (error) {
    throw new HttpError(400, { detail: `Multipart form parse error - ${(error as Error).message}` });
  }
  const name = form.get('name');
  const file = [...form.values()].find((value): value is File => typeof value !== 'string');
  let text: string | undefined;
  if (file) {
    try {
      text = utf8.decode(await file.arrayBuffer());
    } catch {
      throw new HttpError(400, { file: ['The file is not UTF-8 text.'] });
    }
  }
  return { ...(typeof name === 'string' && { name }), ...(text !== undefined && { file: text }) };
}
