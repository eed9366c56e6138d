/**
 * Outgoing mail through nodemailer: SMTP when SMTP_URL is set. Outside production, without SMTP_URL, each mail
 * is written as an .eml file to DATA_DIR/outbox instead, so a demo's reset links can still be followed.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config.js';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** Where mail goes: 'smtp', 'outbox' (files; demo only) or 'none' (tests that read no mail). */
  readonly kind: 'smtp' | 'outbox' | 'none';
  /** Resolves once the mail is handed to the SMTP server (or written); rejects when it could not be. */
  send(mail: Mail): Promise<{ file?: string }>;
  close(): void;
}

export function createMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(mail) {
        await transport.sendMail({ from: config.from, ...mail });
        return {};
      },
      close: () => transport.close(),
    };
  }
  const { outboxDir } = config;
  if (outboxDir) {
    const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
    return {
      kind: 'outbox',
      async send(mail) {
        const info = await transport.sendMail({ from: config.from, ...mail });
        await mkdir(outboxDir, { recursive: true, mode: 0o700 });
        const file = path.join(
          outboxDir,
          `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`,
        );
        await writeFile(file, info.message as Buffer, { mode: 0o600 });
        return { file };
      },
      close: () => transport.close(),
    };
  }
  return { kind: 'none', send: async () => ({}), close: () => {} };
}
