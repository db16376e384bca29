import { Controller, Logger, Post, Req } from '@nestjs/common';
import { ContentService } from '@mc/proto';
import type { ContactAnswer } from '@mc/api/content';
import type { FastifyRequest } from 'fastify';
import { ServiceClients } from '../clients/service-clients.js';
import { unwrap } from '../http/outcome.js';
import { ValidBody } from '../http/valid-body.js';
import { RateLimit } from '../throttle/rate-limit.guard.js';
import { ContactFormSchema, isBot, type ContactForm } from './contact-form.schema.js';

/**
 * `POST /api/contact/`: the Contact Us form. Rate limited per client and per sender's address, then
 * checked, then mailed by the content service to the support address. A bot that fills
 * the hidden field gets the same answer as a person and its message goes nowhere.
 */
@Controller('api/contact')
export class ContactController {
  private readonly logger = new Logger(ContactController.name);

  constructor(private readonly services: ServiceClients) {}

  @Post()
  @RateLimit('contact', { accountField: 'email' })
  async send(@ValidBody(ContactFormSchema) form: ContactForm, @Req() request: FastifyRequest): Promise<ContactAnswer> {
    const answer: ContactAnswer = {
      sent: true,
      detail: `Thank you, your message was sent to the Market Catalysts support team. We will reply to ${form.email}.`,
    };
    if (isBot(form)) {
      this.logger.warn(`dropped a contact message with the hidden field filled in, from ${request.ip}`);
      return answer;
    }
    const reply = await this.services.content.call(ContentService.method.sendContactMessage, {
      name: form.name,
      email: form.email,
      topic: form.topic,
      message: form.message,
    });
    unwrap(reply.outcome);
    return answer;
  }
}
