import { Module } from '@nestjs/common';
import { LoaderModule } from '../loader/loader.module.js';
import { ContentController } from './content.controller.js';
import { ContentRepository } from './content.repository.js';

/** The published items and the RPCs that answer with them. */
@Module({ imports: [LoaderModule], controllers: [ContentController], providers: [ContentRepository] })
export class ContentModule {}
