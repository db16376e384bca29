import { newsletterBaseUrl } from '../../config/env.js';
import { createHttpClient } from '../../api/http-client.js';

// The newsletter service may live on another origin, so this client never carries the API token.
const newsletterClient = createHttpClient({ baseUrl: newsletterBaseUrl });

export function subscribeToNewsletter(email: string): Promise<void> {
  return newsletterClient.post<void>('/strapi-newsletter/newsletter/subscribe', { email });
}
