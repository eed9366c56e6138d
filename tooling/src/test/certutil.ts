/**
 * NSS's certutil (Debian's libnss3-tools): the HTTPS end-to-end test makes a browser profile that trusts its throwaway
 * certificate authority with it, as a hospital's devices trust the hospital's CA. Installed when missing.
 */
import { ensureFromDebian } from './apt.js';

export const CERTUTIL = process.env.CERTUTIL_PATH ?? '/usr/bin/certutil';

export const ensureCertutil = (): void => ensureFromDebian(CERTUTIL, 'libnss3-tools', 'certutil');
