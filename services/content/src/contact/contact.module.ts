import { Module } from '@nestjs/common';
import { MailModule } from '@mc/runtime';
import { ContactController } from './contact.controller.js';

/** The Contact Us form's messages, mailed to the support address. */
@Module({ imports: [MailModule], controllers: [ContactController] })
export class ContactModule {}
