import { Module } from '@nestjs/common';
import { PageViewsController } from './page-views.controller.js';

@Module({ controllers: [PageViewsController] })
export class AnalyticsModule {}
