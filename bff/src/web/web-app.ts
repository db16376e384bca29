import { Inject, Injectable } from '@nestjs/common';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BFF_ENV, type BffEnv } from '../config/env.js';
import { NOT_FOUND_WORDS, routeMeta } from '@mc/api/site-routes';
import { ScreenStatus } from '../content/site/screen-status.js';
import { shellWithHead } from './page-head.js';

/**
 * Paths that are not screens: the API, the calendar feeds (a calendar app reads their refusals), and
 * asset folders (a missing chunk must be a 404, not the app's HTML, so the client reports a
 * chunk-load failure). Every other GET is the web app's.
 */
const NOT_SCREENS = [
  '/api/',
  '/auth/',
  '/usermanagement/',
  '/healthz',
  '/ics/',
  '/readyz',
  '/metrics',
  '/static/',
  '/staticfiles/',
  '/strapi-newsletter/',
];

/** The built React app: static files, and `index.html` for every client-side route. */
@Injectable()
export class WebApp {
  private index: string | undefined;

  constructor(
    @Inject(BFF_ENV) private readonly config: BffEnv,
    private readonly screens: ScreenStatus,
  ) {}

  get distDir(): string {
    return this.config.WEB_DIST;
  }

  serves(request: FastifyRequest): boolean {
    const path = request.url.split('?')[0];
    return (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !NOT_SCREENS.some((prefix) => path.startsWith(prefix)) &&
      this.indexHtml() !== undefined
    );
  }

  /**
   * The app for a page load, its head naming the page: status 404 (and the app's not-found view) for a
   * path that is no screen or names nothing.
   */
  async sendIndex(reply: FastifyReply) {
    const status = await this.screens.of(reply.request.url);
    const route = routeMeta(reply.request.url.split('?')[0]);
    const head = status === 404 ? { ...route, ...NOT_FOUND_WORDS } : route;
    const html = shellWithHead(this.indexHtml() ?? '', head, this.config.SITE_URL);
    return reply.status(status).header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  private indexHtml(): string | undefined {
    if (this.index === undefined) {
      const file = join(this.config.WEB_DIST, 'index.html');
      if (existsSync(file)) this.index = readFileSync(file, 'utf8');
    }
    return this.index;
  }
}
