/** The mail the API sent during the run, as received by the SMTP server of global-setup.ts. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { E2E_PORTS } from './ports';

export const E2E_MAIL_DIR = path.join(os.tmpdir(), `screening-e2e-mail-${E2E_PORTS.host}`);

interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
}

function mailsTo(address: string): ReceivedMail[] {
  if (!fs.existsSync(E2E_MAIL_DIR)) return [];
  return fs
    .readdirSync(E2E_MAIL_DIR)
    .sort()
    .map((file) => JSON.parse(fs.readFileSync(path.join(E2E_MAIL_DIR, file), 'utf8')) as ReceivedMail)
    .filter((mail) => mail.to.includes(address.toLowerCase()));
}

/** How many mails this address has received so far (take it before the action that sends one). */
export const mailCount = (address: string): number => mailsTo(address).length;

/** The reset link of the first mail to `address` after the first `seen` ones; waits for it to arrive. */
export async function nextResetLink(address: string, seen: number): Promise<string> {
  let link = '';
  await expect
    .poll(
      () => {
        const mail = mailsTo(address)[seen];
        link = /(http\S+#\/reset-password\?\S*token=[A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
        return link;
      },
      { message: `a password-reset mail to ${address}`, timeout: 10_000 },
    )
    .not.toBe('');
  return link;
}
