/**
 * The server's proxy tests put Debian's nginx in front of the API as a hospital's reverse proxy
 * (server/src/testing/nginx.ts); installed here when missing, as chromium and PostgreSQL are.
 */
import { ensureFromDebian } from './apt.js';
import { BROTLI_STATIC_MODULE } from '../deploy/nginx-config.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/** nginx, and the module that serves the builds' Brotli files (the deploy test checks both encodings). */
export const ensureNginx = (): void => {
  ensureFromDebian(NGINX, 'nginx', 'nginx');
  ensureFromDebian(BROTLI_STATIC_MODULE, 'libnginx-mod-http-brotli-static', "nginx's Brotli module");
};
