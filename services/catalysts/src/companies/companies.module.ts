import { Module } from '@nestjs/common';
import { CompaniesController } from './companies.controller.js';
import { CompaniesRepository } from './companies.repository.js';

/** The companies the catalysts name: their profiles (sector, market cap), stored and listed. */
@Module({ controllers: [CompaniesController], providers: [CompaniesRepository], exports: [CompaniesRepository] })
export class CompaniesModule {}
