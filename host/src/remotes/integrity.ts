/**
 * Subresource-integrity checks done by the app itself, where the browser's own check says only that a file failed:
 * telling a file refused for its bytes from one that did not arrive, and a kept copy that no longer matches.
 * Used by the page and by the service worker (no imports beyond the platform).
 */

/** The base64 SHA-384 of `bytes`: what an `integrity` value carries after `sha384-`. */
export async function sha384Digest(bytes: BufferSource): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-384', bytes));
  let binary = '';
  for (const byte of digest) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * Whether `bytes` match integrity metadata (`sha384-…`, several separated by spaces). Only SHA-384 is read: every
 * hash this suite writes is one; metadata with none of them matches nothing.
 */
export async function matchesIntegrity(bytes: BufferSource, integrity: string): Promise<boolean> {
  const wanted = integrity
    .split(/\s+/)
    .filter((token) => token.startsWith('sha384-'))
    .map((token) => token.slice('sha384-'.length).split('?')[0]);
  return wanted.length > 0 && wanted.includes(await sha384Digest(bytes));
}
