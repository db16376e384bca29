import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module.js';
import { CompaniesController } from './companies.controller.js';
import { CompanyAnswers } from './company-answers.js';

/** The company API: a company's profile, quote and catalysts, joined from the catalysts and quotes services. */
@Module({ imports: [ContentModule], controllers: [CompaniesController], providers: [CompanyAnswers] })
export class CompaniesModule {}
