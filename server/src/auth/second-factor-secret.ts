/**
 * TOTP secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from JWT_SECRET with an info string of its
 * own, so a copy of the database (a backup, a dump) does not hold the secrets in a usable form. The account's id is
 * bound in as associated data: a secret moved to another account's row does not open.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const INFO = 'screening second-factor secret v1';

const keyOf = (serverSecret: string) => Buffer.from(hkdfSync('sha256', serverSecret, '', INFO, 32));
const boundTo = (employeeId: number) => Buffer.from(`employee:${employeeId}`);

/** The base32 secret, sealed for storage: `v1.<iv>.<ciphertext>.<tag>` (base64url). */
export function sealSecret(serverSecret: string, employeeId: number, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(serverSecret), iv);
  cipher.setAAD(boundTo(employeeId));
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [VERSION, iv, sealed, cipher.getAuthTag()]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The secret, or null when it does not open (another JWT_SECRET, an edited row, another account's). */
export function openSecret(serverSecret: string, employeeId: number, stored: string): string | null {
  const [version, iv, sealed, tag, ...rest] = stored.split('.');
  if (version !== VERSION || !iv || !sealed || !tag || rest.length > 0) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(serverSecret), Buffer.from(iv, 'base64url'));
    decipher.setAAD(boundTo(employeeId));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
