import { CONTACT_TOPICS } from '@mc/proto/content-words';
import { escapeHtml, type Mail } from '@mc/runtime';
import type { ContactMessage } from './contact-message.js';

/** The mail support receives: who wrote, about what, and the message as written (never as markup). */
export function contactMail(supportEmail: string, contact: ContactMessage): Mail {
  const topic = CONTACT_TOPICS.find((entry) => entry.value === contact.topic)?.label ?? contact.topic;
  const lines = [
    'A message from the Contact Us form on Market Catalysts.',
    '',
    `Name: ${contact.name}`,
    `Email: ${contact.email}`,
    `Topic: ${topic}`,
    '',
    contact.message,
    '',
    '---',
    `Reply to ${contact.email}: this mail comes from the site's no-reply address.`,
  ];
  const paragraphs = contact.message.split(/\n{2,}/).map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`);
  return {
    to: supportEmail,
    subject: `Contact form: ${topic} — ${contact.name}`,
    text: lines.join('\n'),
    html: [
      '<p>A message from the Contact Us form on Market Catalysts.</p>',
      `<p>Name: ${escapeHtml(contact.name)}<br>Email: ${escapeHtml(contact.email)}<br>Topic: ${escapeHtml(topic)}</p>`,
      ...paragraphs,
      `<p style="color:#666">Reply to ${escapeHtml(contact.email)}: this mail comes from the site's no-reply address.</p>`,
    ].join('\n'),
  };
}
