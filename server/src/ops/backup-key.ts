/**
 * The key that authenticates backups (HMAC-SHA256): whoever can write a backup file but does not hold this key cannot
 * make `verify` or `restore` accept it (a hand-edited row, a planted administrator). It is never inside a backup.
 *
 * From, in order: BACKUP_KEY (the key itself, 32 characters or more), BACKUP_KEY_FILE (a file holding it), or
 * DATA_DIR/backup-key, generated (random, mode 0600) by the first backup. The last suits a demo; a hospital keeps the
 * key apart from its backups (IT's password vault) and sets BACKUP_KEY, since a backup can be restored only with the
 * key that took it, and DATA_DIR's copy goes with DATA_DIR's disk.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { Refusal } from '../storage/refusal.js';
import { readTextIfExists } from '../storage/text-file.js';

export const BACKUP_KEY_FILE = 'backup-key';
const MIN_KEY_LENGTH = 32;

export interface BackupKey {
  readonly secret: Buffer;
  /** A fingerprint that names the key in a backup and in messages without revealing it. */
  readonly id: string;
  /** Where it came from, for messages: BACKUP_KEY, or a file. */
  readonly from: string;
}

export function backupKeyFromText(text: string, from: string): BackupKey {
  const key = text.trim();
  if (key.length < MIN_KEY_LENGTH)
    throw new Refusal(`The backup key (${from}) must be at least ${MIN_KEY_LENGTH} characters long.`);
  const secret = Buffer.from(key, 'utf8');
  return { secret, id: createHmac('sha256', secret).update('screening backup key id').digest('hex').slice(0, 16), from };
}

function fromFile(file: string): BackupKey | null {
  const text = readTextIfExists(file);
  return text === null ? null : backupKeyFromText(text, file);
}

/**
 * The backup key of this installation, or null when there is none yet and `create` is false (verify and restore
 * never invent one: a new key would authenticate nothing).
 */
export function loadBackupKey(env: NodeJS.ProcessEnv, dataDir: string, options: { create: boolean }): BackupKey | null {
  if (env.BACKUP_KEY) return backupKeyFromText(env.BACKUP_KEY, 'BACKUP_KEY');
  if (env.BACKUP_KEY_FILE) {
    const key = fromFile(path.resolve(env.BACKUP_KEY_FILE));
    if (!key) throw new Refusal(`BACKUP_KEY_FILE=${env.BACKUP_KEY_FILE} does not exist.`);
    return key;
  }
  const file = path.join(dataDir, BACKUP_KEY_FILE);
  const existing = fromFile(file);
  if (existing || !options.create) return existing;
  try {
    writeFileSync(file, `${randomBytes(32).toString('base64url')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (err) {
    // Another process wrote it a moment ago: that one is the key.
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  }
  return fromFile(file);
}

/** An HMAC-SHA256 of what is fed to it, under `key`. */
export const backupMac = (key: BackupKey) => createHmac('sha256', key.secret);

/** Whether `hex` is the MAC `expected` (compared in constant time). */
export function macMatches(hex: string, expected: Buffer): boolean {
  const given = /^[0-9a-f]{64}$/.test(hex) ? Buffer.from(hex, 'hex') : null;
  return given !== null && timingSafeEqual(given, expected);
}

/** How far a backup's authenticity could be checked. */
export type Authentication =
  | { status: 'authenticated'; keyId: string }
  /** A backup of an earlier release, taken before backups were authenticated. */
  | { status: 'none'; reason: string }
  /** Authenticated with a key this machine does not have (or with none here to check it). */
  | { status: 'unverifiable'; keyId: string; reason: string };

/** The verdict on a MAC found in a backup; a MAC that does not match under the right key is a changed file. */
export function checkMac(
  file: string,
  found: { keyId: string; mac: string },
  key: BackupKey | null,
  computed: (key: BackupKey) => Buffer,
): Authentication {
  if (!key) {
    return {
      status: 'unverifiable',
      keyId: found.keyId,
      reason: `it was authenticated with backup key ${found.keyId}, and no backup key is set here (BACKUP_KEY, BACKUP_KEY_FILE or DATA_DIR/${BACKUP_KEY_FILE})`,
    };
  }
  if (found.keyId !== key.id) {
    return {
      status: 'unverifiable',
      keyId: found.keyId,
      reason: `it was authenticated with backup key ${found.keyId}, not with this installation's key ${key.id} (${key.from}): set BACKUP_KEY to the key of the installation that took it`,
    };
  }
  if (!macMatches(found.mac, computed(key))) {
    throw new TamperedBackup(
      `${file} was changed after it was written: its authentication (HMAC-SHA256, backup key ${key.id}) does not match its content.`,
    );
  }
  return { status: 'authenticated', keyId: key.id };
}

/** A backup whose content does not match its MAC under the key that took it: never restored. */
export class TamperedBackup extends Refusal {
  override name = 'TamperedBackup';
}
