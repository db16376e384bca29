import { Module } from '@nestjs/common';
import { EntitlementsConsumer } from './entitlements.consumer.js';

/** Each user's entitlement, kept from billing's events (the token lookup reads it: see TokensService). */
@Module({ providers: [EntitlementsConsumer] })
export class EntitlementsModule {}
