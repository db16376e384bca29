// Content's requests sent straight to its handlers, as any NATS client could (issue 12): refused
// at the contract with an invalid-request problem before the database or the mailer sees them.
import { ContactController } from '../contact/contact.controller.js';
import type { ContentEnv } from '../config/env.js';
import { ContentController } from './content.controller.js';
import { refusedReply } from '@mc/runtime/testing';

/** A dependency no refused request may reach: any call fails the test. */
const untouched = <T>() =>
  new Proxy({}, { get: (_, name) => () => Promise.reject(new Error(`${String(name)} was called`)) }) as T;

const config = { SUPPORT_EMAIL: 'support@marketcatalysts.local' } as ContentEnv;
const content = new ContentController(untouched(), config, untouched());
const contact = new ContactController(untouched(), config);
const send = (handler: (request: never) => unknown, data: unknown) => (handler as (data: unknown) => Promise<unknown>)(data);

describe('content’s contract', () => {
  it('refuses a filter word that is no word', async () => {
    await expect(send(content.listContent.bind(content), { tag: 'earnings\u0000' })).resolves.toEqual(
      refusedReply({ tag: ['Null characters are not allowed.'] }),
    );
    await expect(
      send(content.listContent.bind(content), { kinds: Array.from({ length: 11 }, () => 'article') }),
    ).resolves.toEqual(refusedReply({ kinds: ['Ensure this field has no more than 10 elements.'] }));
    await expect(send(content.getContent.bind(content), { kind: 'article', slug: 's'.repeat(201) })).resolves.toEqual(
      refusedReply({ slug: ['Ensure this field has no more than 200 characters.'] }),
    );
  });

  it('refuses a contact message with text that is no text, before the mailer', async () => {
    const message = { name: 'Grace Hopper', email: 'grace@example.com', topic: 'data', message: 'The FDA calendar moved.' };
    await expect(send(contact.sendContactMessage.bind(contact), { ...message, message: 'x\udc00y' })).resolves.toEqual(
      refusedReply({ message: ['Surrogate characters are not allowed: U+DC00.'] }),
    );
  });
});
