import { Module } from '@nestjs/common';
import { AlertSettingsController } from './alert-settings.controller.js';
import { AlertUnsubscribeRoute } from './alert-unsubscribe.route.js';
import { AlertsController } from './alerts.controller.js';

/** Alerts (issue 22 §2): each list's settings, the in-app feed, and the mails' one-click unsubscribe, answered by watchlists. */
@Module({ controllers: [AlertSettingsController, AlertsController], providers: [AlertUnsubscribeRoute] })
export class AlertsModule {}
