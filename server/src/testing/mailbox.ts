/**
 * A real SMTP server on 127.0.0.1 for tests (the smtp-server package): the app sends through nodemailer as in
 * production, and the test reads what arrived.
 *
 *   const mailbox = await startMailbox();
 *   const t = await createTestApp({ mail: mailbox.mailConfig });
 *   …
 *   const mail = await mailbox.next('coordinator@demo.in');
 *
 * With `dir`, each mail is also written there as JSON, for readers in other processes (the e2e specs).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import type { MailConfig } from '../config.js';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

export interface Mailbox {
  mailConfig: MailConfig;
  received: ReceivedMail[];
  /** The next mail to this address not yet taken by next(); waits up to timeoutMs. */
  next(to: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startMailbox(options: { dir?: string } = {}): Promise<Mailbox> {
  const received: ReceivedMail[] = [];
  if (options.dir) mkdirSync(options.dir, { recursive: true });
  const taken = new Set<ReceivedMail>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const mail: ReceivedMail = {
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
          };
          received.push(mail);
          if (options.dir) writeFileSync(path.join(options.dir, `${Date.now()}-${received.length}.json`), JSON.stringify(mail));
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    mailConfig: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'Screening App <no-reply@test.local>', outboxDir: null },
    received,
    async next(to, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = received.find((m) => !taken.has(m) && m.to.includes(to.toLowerCase()));
        if (mail) {
          taken.add(mail);
          return mail;
        }
        if (Date.now() > deadline) throw new Error(`No mail to ${to} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The token of the reset link in a mail's text. */
export function resetTokenOf(mail: ReceivedMail): string {
  const match = /#\/reset-password\?\S*\btoken=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`No reset link in: ${mail.text}`);
  return match[1];
}
