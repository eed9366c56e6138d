/**
 * The compiled API as a systemd service (docs/deploy.md): `screening-api.service` runs `node server/dist/main.js`
 * as a dedicated account, restarts it when it fails, and keeps it from writing anywhere but its data folder (and
 * the scheduled backups' folder). The secrets and the site's settings stay in an environment file only root reads;
 * the unit sets what it must agree with (the folders it may write, the address nginx proxies to).
 *
 * It is the only unit the suite needs: the scheduled backups and the hourly housekeeping run inside the API's process
 * (in the primary of a cluster), and nginx and PostgreSQL come with Debian's own units. Rendered by
 * `tsx tooling/src/cli.ts deploy units`, and checked by `systemd-analyze verify` in tooling/src/deploy/systemd.test.ts.
 *
 * A unit file is read line by line, with `%` specifiers, `\` escapes and `$` substitution in ExecStart: every value
 * given is checked to be a plain path, name or number, so none can add a directive or change a command.
 */
import path from 'node:path';

export const API_UNIT = 'screening-api.service';

export interface ApiUnitOptions {
  /** The checkout holding the built server (`server/dist/main.js`) and its packages (default /opt/screening). */
  installDir?: string;
  /** DATA_DIR: the embedded database, its marker, lock, control socket and backup key (default /srv/screening/data). */
  dataDir?: string;
  /** BACKUP_DIR: where scheduled backups go; unset, none are taken. */
  backupDir?: string;
  /** The account (and group of the same name) the API runs as (default screening). */
  user?: string;
  /** The file of secrets and site settings (JWT_SECRET, SMTP_URL, APP_URL, …), root's, mode 0600 (default /etc/screening/api.env). */
  environmentFile?: string;
  /** Node's executable (default /usr/bin/node, Debian's or NodeSource's). */
  node?: string;
  /** HOST and PORT: where the API listens, nginx's upstream (default 127.0.0.1:8015). */
  host?: string;
  port?: number;
  /** API_WORKERS: processes serving the API, several only over PostgreSQL (default 1). */
  workers?: number;
}

/** Paths in a unit: absolute, of letters, digits and `. _ - + @ , : = /` only (no space, %, $, \, quote or line break). */
function unitPath(value: string, what: string): string {
  const resolved = path.resolve(value);
  if (value.includes('\0') || !/^\/[\w.+@,:=/-]*$/.test(resolved))
    throw new Error(
      `${what} must be a path of letters, digits and . _ - + @ , : = / only (no space, %, $, quote or line break), got ${JSON.stringify(value)}`,
    );
  return resolved;
}

/** A system account's name, as useradd and systemd take it; root is refused (the unit exists to run the API without it). */
function accountName(value: string): string {
  if (!/^[a-z_][a-z0-9_-]{0,30}$/.test(value))
    throw new Error(`The user must be a lower-case account name such as screening, got ${JSON.stringify(value)}`);
  if (value === 'root') throw new Error('The API must not run as root: give the dedicated account (screening)');
  return value;
}

function wholeNumber(value: number, what: string, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${what} must be a whole number from ${min} to ${max}, got ${value}`);
  return value;
}

/** An address to listen on: an IPv4 or IPv6 address or a host name, nothing else. */
function listenHost(value: string): string {
  if (!/^[A-Za-z0-9.:-]+$/.test(value))
    throw new Error(`The host must be an address such as 127.0.0.1, got ${JSON.stringify(value)}`);
  return value;
}

/** Under /home, /root or /run/user ProtectHome=yes would hide them: then the home folders stay read-only instead. */
const inHome = (p: string) => /^\/(home|root|run\/user)(\/|$)/.test(p);

export function renderApiUnit(options: ApiUnitOptions = {}): string {
  const installDir = unitPath(options.installDir ?? '/opt/screening', 'The install folder');
  const dataDir = unitPath(options.dataDir ?? '/srv/screening/data', 'The data folder');
  const backupDir = options.backupDir === undefined ? null : unitPath(options.backupDir, 'The backup folder');
  const user = accountName(options.user ?? 'screening');
  const environmentFile = unitPath(options.environmentFile ?? '/etc/screening/api.env', 'The environment file');
  const node = unitPath(options.node ?? '/usr/bin/node', "Node's executable");
  const host = listenHost(options.host ?? '127.0.0.1');
  const port = wholeNumber(options.port ?? 8015, 'The port', 1, 65535);
  const workers = wholeNumber(options.workers ?? 1, 'API_WORKERS', 1, 64);
  const main = path.join(installDir, 'server', 'dist', 'main.js');
  const writable = [dataDir, ...(backupDir ? [backupDir] : [])];
  const protectHome = [installDir, node, environmentFile, ...writable].some(inHome) ? 'read-only' : 'yes';

  return `# The screening API (rendered by \`tsx tooling/src/cli.ts deploy units\`; docs/deploy.md). Render it again rather than edit it.
[Unit]
Description=Screening API (${main})
Documentation=file:${installDir}/docs/deploy.md
Wants=network-online.target
# Ordering only: with DATABASE_URL on this machine, PostgreSQL is up before the API opens it.
After=network-online.target postgresql.service
# Never give up restarting (a PostgreSQL server that comes back later); a refused setting repeats its line in the journal.
StartLimitIntervalSec=0

[Service]
Type=exec
User=${user}
Group=${user}
# Secrets and the site's settings (JWT_SECRET, SMTP_URL, APP_URL, DATABASE_URL, BACKUP_KEY, …): root's, mode 0600.
EnvironmentFile=${environmentFile}
# Set here, not in the file: the folders below must be the ones the unit lets it write, the address nginx's upstream.
Environment=NODE_ENV=production
Environment=HOST=${host}
Environment=PORT=${port}
Environment=TRUST_PROXY=1
Environment=API_WORKERS=${workers}
Environment=DATA_DIR=${dataDir}
${backupDir ? `Environment=BACKUP_DIR=${backupDir}` : '# No BACKUP_DIR: no scheduled backups (render with --backup-dir to take them).'}
WorkingDirectory=${installDir}
ExecStart=${node} --enable-source-maps ${main}
Restart=on-failure
RestartSec=5s
# SIGTERM to the main process only: it stops its API workers itself (a second SIGTERM would cut their requests off).
# It waits 10 s for requests in flight and each later step (20 s for workers); a running backup may take longer.
KillMode=mixed
KillSignal=SIGTERM
TimeoutStopSec=90s
UMask=0077

# Hardening (docs/deploy.md says what each line does).
NoNewPrivileges=yes
ProtectSystem=strict
ReadWritePaths=${writable.join(' ')}
PrivateTmp=yes
PrivateMounts=yes
ProtectHome=${protectHome}
PrivateDevices=yes
ProtectKernelTunables=yes
ProtectKernelModules=yes
ProtectKernelLogs=yes
ProtectControlGroups=yes
ProtectClock=yes
ProtectHostname=yes
ProtectProc=invisible
RemoveIPC=yes
RestrictSUIDSGID=yes
RestrictRealtime=yes
RestrictNamespaces=yes
LockPersonality=yes
CapabilityBoundingSet=
RestrictAddressFamilies=AF_UNIX AF_INET AF_INET6 AF_NETLINK
SystemCallArchitectures=native

[Install]
WantedBy=multi-user.target
`;
}
