import { Module } from '@nestjs/common';
import { PreferencesController } from './preferences.controller.js';

/** `GET|PATCH /api/preferences/`: the signed-in account's time zone, kept by identity. */
@Module({ controllers: [PreferencesController] })
export class PreferencesModule {}
