import { Module } from '@nestjs/common';
import { ClientConfigController } from './client-config.controller.js';

/** `GET /api/client-config/`: the publishable values the web client loads Stripe.js with. */
@Module({ controllers: [ClientConfigController] })
export class ClientConfigModule {}
