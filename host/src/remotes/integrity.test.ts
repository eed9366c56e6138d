import { createHash, webcrypto } from 'node:crypto';
import { matchesIntegrity, sha384Digest } from './integrity';

// jsdom has no SubtleCrypto; browsers and service workers do (on HTTPS and localhost, where integrity matters).
beforeAll(() => Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true }));

const bytes = new TextEncoder().encode('self.page = 1;');
const integrity = `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

test('the digest is the one an integrity value carries', async () => {
  expect(`sha384-${await sha384Digest(bytes)}`).toBe(integrity);
});

test('bytes match their integrity, and no other', async () => {
  expect(await matchesIntegrity(bytes, integrity)).toBe(true);
  expect(await matchesIntegrity(new TextEncoder().encode('self.page = 2;'), integrity)).toBe(false);
  // One of several values is enough; options after "?" are not part of the digest.
  expect(await matchesIntegrity(bytes, `sha384-AAAA ${integrity}?ct=application/javascript`)).toBe(true);
  // A value of no hash this suite writes matches nothing, rather than everything.
  expect(await matchesIntegrity(bytes, 'sha256-AAAA')).toBe(false);
  expect(await matchesIntegrity(bytes, '')).toBe(false);
});
