/**
 * The server's proxy tests put Debian's nginx in front of the API as a hospital's reverse proxy
 * (server/src/testing/nginx.ts); installed here when missing, as chromium and PostgreSQL are.
 */
import fs from 'node:fs';
import { aptInstall } from './apt.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export function ensureNginx(): void {
  if (fs.existsSync(NGINX)) return;
  console.log("nginx is missing: installing Debian's nginx (apt-get).");
  aptInstall(['nginx']);
  if (!fs.existsSync(NGINX)) throw new Error(`nginx is still missing at ${NGINX}`);
}
