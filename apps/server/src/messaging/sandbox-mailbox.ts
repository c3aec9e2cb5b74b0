import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { type ParsedMail, parseMail } from './parse-mail.js';

export interface ReceivedMail extends ParsedMail {
  /** Envelope recipients (RCPT TO), lower-cased. */
  to: string[];
}

export interface SandboxMailbox {
  /** smtp://127.0.0.1:<port>, for nodemailer. */
  url: string;
  close(): Promise<void>;
}

const MAX_MESSAGE_BYTES = 256 * 1024;

/**
 * The embedded default for outgoing mail: a real SMTP server on loopback, so nodemailer talks
 * SMTP exactly as it would to a production relay. Loopback only, no TLS and no auth: nothing
 * outside this machine can reach it.
 */
export async function startSandboxMailbox(
  onMail: (mail: ReceivedMail) => Promise<void>,
): Promise<SandboxMailbox> {
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    size: MAX_MESSAGE_BYTES,
    banner: 'Tracklane sandbox mailbox',
    // smtp-server logs to the console by default; its protocol chatter is not ours to print.
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if ((stream as unknown as { sizeExceeded?: boolean }).sizeExceeded) {
          callback(Object.assign(new Error('Message too large'), { responseCode: 552 }));
          return;
        }
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        onMail({ to, ...parseMail(Buffer.concat(chunks).toString('utf8')) }).then(
          () => callback(),
          (err: Error) => callback(err),
        );
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  // Client sockets that misbehave must not crash the process.
  server.on('error', () => {});
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
