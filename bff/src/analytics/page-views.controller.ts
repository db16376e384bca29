import { Controller, HttpCode, Post } from '@nestjs/common';
import { Counter } from 'prom-client';
import { z } from 'zod';
import { drfForm } from '../http/drf-form.js';
import { ValidBody } from '../http/valid-body.js';
import { RateLimit } from '../throttle/rate-limit.guard.js';
import { pageViewLabel } from './page-view-label.js';

const pageViews = new Counter({
  name: 'web_page_views_total',
  help: 'Page views reported by the web client, by route pattern of the web app (`other` for any other path)',
  labelNames: ['route'],
});

const PATH_REFUSAL = 'Enter a path that starts with "/" (at most 2048 characters).';

const PageView = drfForm({
  path: z.string({ error: PATH_REFUSAL }).refine((path) => path.startsWith('/') && path.length <= 2048, { error: PATH_REFUSAL }),
});

/** The web client reports a page view on each route change (spec §2). Open to visitors, limited per client. */
@Controller('api/page-views')
export class PageViewsController {
  @Post('/')
  @HttpCode(204)
  @RateLimit('page-view')
  record(@ValidBody(PageView) { path }: z.output<typeof PageView>) {
    pageViews.inc({ route: pageViewLabel(path) });
  }
}
