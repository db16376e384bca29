import { Module } from '@nestjs/common';
import { LoaderModule } from '../loader/loader.module.js';
import { PortfoliosController } from './portfolios.controller.js';
import { PortfoliosRepository } from './portfolios.repository.js';

/** The published portfolios and the RPC that answers with them. */
@Module({ imports: [LoaderModule], controllers: [PortfoliosController], providers: [PortfoliosRepository] })
export class PortfoliosModule {}
