/**
 * Debian's nginx as the reverse proxy in front of a test's API server, configured as a hospital would run it
 * (`proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for`): one process (no master, no daemon) listening on
 * 127.0.0.1 at a free port, its configuration, pid file, logs and buffers in a temporary directory. It reaches the
 * API from 127.0.0.1, so a test's client on another loopback address (127.0.0.2) is told apart from the proxy.
 *
 *   test('…', { skip: nginxAvailable() ? false : NGINX_MISSING }, async () => { const proxy = await startNginx(port); … });
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const NGINX_MISSING = `nginx not found at ${NGINX} (install Debian package nginx, or set NGINX_PATH)`;
/** The address nginx connects to the API from. */
export const PROXY_ADDRESS = '127.0.0.1';

export const nginxAvailable = (): boolean => existsSync(NGINX);

export interface Nginx {
  port: number;
  stop(): Promise<void>;
}

const canConnect = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect({ host: '127.0.0.1', port }, () => {
      socket.end();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

/**
 * nginx's main configuration with its own files (pid, logs, buffers) in `dir`, and `http` inside its http block;
 * `modules` (shared objects, as Debian's modules-enabled loads them) first.
 */
export function nginxConfig(dir: string, http: string, modules: readonly string[] = []): string {
  const at = (name: string) => path.join(dir, name);
  return `${modules.map((module) => `load_module ${module};\n`).join('')}
daemon off;
master_process off;
pid ${at('nginx.pid')};
error_log ${at('error.log')} warn;
events { worker_connections 128; }
http {
  access_log off;
  client_body_temp_path ${at('client-body')};
  proxy_temp_path ${at('proxy')};
  fastcgi_temp_path ${at('fastcgi')};
  uwsgi_temp_path ${at('uwsgi')};
  scgi_temp_path ${at('scgi')};
${http}
}
`;
}

/**
 * Runs nginx with `nginxConfig(dir, http)` until every port in `ports` accepts connections. `stop` ends the process
 * and leaves `dir` to its owner.
 */
export async function runNginx(
  dir: string,
  http: string,
  ports: number[],
  modules: readonly string[] = [],
): Promise<Pick<Nginx, 'stop'>> {
  const at = (name: string) => path.join(dir, name);
  writeFileSync(at('nginx.conf'), nginxConfig(dir, http, modules));
  const child = spawn(NGINX, ['-p', dir, '-c', at('nginx.conf'), '-e', at('error.log')], { stdio: 'ignore' });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const log = () => (existsSync(at('error.log')) ? readFileSync(at('error.log'), 'utf8') : '');
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited;
    }
  };
  const listening = async () => (await Promise.all(ports.map(canConnect))).every(Boolean);
  for (const end = Date.now() + 15_000; !(await listening());) {
    if (child.exitCode !== null || Date.now() > end) {
      const problem = log();
      await stop();
      throw new Error(`nginx did not start: ${problem}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { stop };
}

/**
 * Runs nginx with a site's configuration file (as `deploy nginx` prints it) and what Debian's /etc/nginx/nginx.conf
 * gives a site, the process's own files in `dir`.
 */
export const runNginxSite = (dir: string, siteConf: string, ports: number[], modules: readonly string[] = []) =>
  runNginx(
    dir,
    `  include /etc/nginx/mime.types;\n  default_type application/octet-stream;\n  include ${siteConf};`,
    ports,
    modules,
  );

/** Starts nginx proxying every path to the API at 127.0.0.1:`upstreamPort`, and waits until it accepts connections. */
export async function startNginx(upstreamPort: number): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'screening-nginx-'));
  const port = await freePort();
  try {
    const nginx = await runNginx(
      dir,
      `  server {
    listen 127.0.0.1:${port};
    location / {
      proxy_pass http://127.0.0.1:${upstreamPort};
      proxy_bind ${PROXY_ADDRESS};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    }
  }`,
      [port],
    );
    return {
      port,
      stop: async () => {
        await nginx.stop();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
}
