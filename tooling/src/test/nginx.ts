/**
 * The server's proxy tests put Debian's nginx in front of the API as a hospital's reverse proxy
 * (server/src/testing/nginx.ts); installed here when missing, as chromium and PostgreSQL are.
 */
import { ensureFromDebian } from './apt.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export const ensureNginx = (): void => ensureFromDebian(NGINX, 'nginx', 'nginx');
