/**
 * NSS's certutil (Debian's libnss3-tools): the HTTPS end-to-end test makes a browser profile that trusts its throwaway
 * certificate authority with it, as a hospital's devices trust the hospital's CA. Installed when missing.
 */
import fs from 'node:fs';
import { aptInstall } from './apt.js';

export const CERTUTIL = process.env.CERTUTIL_PATH ?? '/usr/bin/certutil';

export function ensureCertutil(): void {
  if (fs.existsSync(CERTUTIL)) return;
  console.log("certutil is missing: installing Debian's libnss3-tools (apt-get).");
  aptInstall(['libnss3-tools']);
  if (!fs.existsSync(CERTUTIL)) throw new Error(`certutil is still missing at ${CERTUTIL}`);
}
