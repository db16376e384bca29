import { buffer } from 'node:stream/consumers';
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { parseMail, type SmtpEnvelope } from './mail-parser.js';
import type { ReceivedMail } from './mail-store.js';

const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
/** Long enough for a send in flight to finish, short enough not to hold up a test run's teardown. */
const CLOSE_GRACE_MS = 1000;

/**
 * Accepts any sender, recipient and credentials over plain text, like Mailpit: it stands in for a
 * relay on a developer's machine or in tests, and the product's SMTP settings must work unchanged.
 */
export function createSmtpListener(onMail: (mail: ReceivedMail) => void): SMTPServer {
  return new SMTPServer({
    logger: false,
    // Nothing here needs the client's host name, and without a network the lookup only adds delay.
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    size: MAX_MESSAGE_BYTES,
    rejectOversized: true,
    closeTimeout: CLOSE_GRACE_MS,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username || 'anonymous' });
    },
    onData(stream, session, callback) {
      receive(stream, session)
        .then(onMail)
        .then(
          () => callback(),
          (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
        );
    },
  });
}

async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<ReceivedMail> {
  return parseMail(await buffer(stream), envelopeOf(session));
}

function envelopeOf(session: SMTPServerSession): SmtpEnvelope {
  const { mailFrom, rcptTo } = session.envelope;
  return { mailFrom: mailFrom ? mailFrom.address : null, rcptTo: rcptTo.map(({ address }) => address) };
}
