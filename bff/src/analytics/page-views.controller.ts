import { BadRequestException, Body, Controller, HttpCode, Post } from '@nestjs/common';
import { Counter } from 'prom-client';
import { formOf } from '../http/drf-form.js';

const pageViews = new Counter({
  name: 'web_page_views_total',
  help: 'Page views reported by the web client, by first path segment',
  labelNames: ['section'],
});

/** The web client reports a page view on each route change (spec §2). */
@Controller('api/page-views')
export class PageViewsController {
  @Post('/')
  @HttpCode(204)
  record(@Body() body: unknown) {
    const { path } = formOf(body);
    if (typeof path !== 'string' || !path.startsWith('/') || path.length > 2048) {
      throw new BadRequestException({ path: ['Enter a path that starts with "/" (at most 2048 characters).'] });
    }
    // One label per top-level section keeps the metric's cardinality bounded.
    pageViews.inc({ section: path.split('/')[1]?.split('?')[0] || 'home' });
  }
}
