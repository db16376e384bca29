import { Module } from '@nestjs/common';
import { CalendarsController } from './calendars.controller.js';
import { CalendarsRepository } from './calendars.repository.js';

@Module({ controllers: [CalendarsController], providers: [CalendarsRepository] })
export class CalendarsModule {}
