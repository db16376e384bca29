/**
 * SMTP_URL with nodemailer's pool switched on (its options travel in the URL's query), unless the
 * operator set them: a connection per mail in flight, and timeouts short enough that a stuck
 * server fails the mail (to be retried) instead of holding a worker slot for nodemailer's 10 minutes.
 */
export function pooledSmtpUrl(smtpUrl: string, connections: number): string {
  const url = new URL(smtpUrl);
  const defaults: Record<string, string> = {
    pool: 'true',
    maxConnections: String(connections),
    connectionTimeout: '10000',
    greetingTimeout: '10000',
    socketTimeout: '30000',
  };
  for (const [name, value] of Object.entries(defaults)) if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  return url.toString();
}
