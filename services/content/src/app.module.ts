import { Module } from '@nestjs/common';
import { ServiceCoreModule } from '@mc/runtime';
import { ContactModule } from './contact/contact.module.js';
import { ContentModule } from './content/content.module.js';
import { PortfoliosModule } from './portfolios/portfolios.module.js';
import { PrismaService } from './prisma/prisma.service.js';

const core = ServiceCoreModule.forRoot({ prisma: PrismaService });

/** content: the Markdown of content/ (items and portfolios) loaded into its own database at start-up, answered over NATS; the contact form. */
@Module({ imports: [core, ContentModule, PortfoliosModule, ContactModule] })
export class AppModule {}
