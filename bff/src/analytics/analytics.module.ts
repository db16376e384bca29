import { Module } from '@nestjs/common';
import { ThrottleService } from '../throttle/throttle.service.js';
import { PageViewsController } from './page-views.controller.js';

@Module({ controllers: [PageViewsController], providers: [ThrottleService] })
export class AnalyticsModule {}
