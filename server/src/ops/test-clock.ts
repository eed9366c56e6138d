/**
 * TEST_CLOCK_FILE: a clock the end-to-end tests move on without waiting (a follow-up falls overdue days after the
 * referral). The file holds how many milliseconds the server's clock runs ahead of the system's (none, empty or
 * missing: the system's); it is read on every reading of the clock, so a test moves it by writing the file. Refused
 * in production (config.ts).
 */
import fs from 'node:fs';

export function fileClock(file: string): () => Date {
  return () => {
    let ahead = 0;
    try {
      const text = fs.readFileSync(file, 'utf8').trim();
      if (/^-?\d{1,15}$/.test(text)) ahead = Number(text);
    } catch {
      // No file: the system's clock.
    }
    return new Date(Date.now() + ahead);
  };
}
