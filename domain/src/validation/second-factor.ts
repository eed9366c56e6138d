/**
 * The second factor's codes, read alike by the screens and the server: a 6-digit TOTP code (RFC 6238, 30-second
 * steps) or a one-time recovery code of 10 characters, shown in two groups of five ("7kq2m-x9rtb").
 */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** How many recovery codes an enrolment gives; each signs in once. */
export const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 in lower case (no i, l, o or u): 5 bits a character, 50 bits a code. */
export const RECOVERY_CODE_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
export const RECOVERY_CODE_LENGTH = 10;

export type SecondFactorCode = { kind: 'totp'; value: string } | { kind: 'recovery'; value: string };

/** A recovery code as it is shown: two groups of five. */
export const formatRecoveryCode = (code: string): string => `${code.slice(0, 5)}-${code.slice(5)}`;

/**
 * What a typed code is: spaces and hyphens dropped, case ignored, and the letters people read for digits in a
 * recovery code (o for 0, i and l for 1) taken as those digits. Null for anything else.
 */
export function readSecondFactorCode(typed: string): SecondFactorCode | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (new RegExp(`^[0-9]{${TOTP_DIGITS}}$`).test(compact)) return { kind: 'totp', value: compact };
  const recovery = compact.replace(/o/g, '0').replace(/[il]/g, '1');
  if (recovery.length === RECOVERY_CODE_LENGTH && [...recovery].every((ch) => RECOVERY_CODE_ALPHABET.includes(ch))) {
    return { kind: 'recovery', value: recovery };
  }
  return null;
}
