import { readFileSync } from 'node:fs';

/** A small state file's text, or null when it does not exist (other errors are real ones). */
export function readTextIfExists(file: string): string | null {
  try {
    return readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
