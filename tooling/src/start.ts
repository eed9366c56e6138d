/** `pnpm start`: builds the suite, pins the working versions into the default site, starts everything. */
import path from 'node:path';
import { buildApps } from './build/build.js';
import { defaultPorts, localOrigin, pinWorkingVersions, startApi, startFrontends } from './serve/suite.js';
import { repoRoot } from './workspace.js';

export const DEMO_ACCOUNTS = [
  ['admin@demo.in', 'admin'],
  ['coordinator@demo.in', 'Program Coordinator'],
  ['campcoord@demo.in', 'Camp Coordinator'],
  ['social@demo.in', 'Social Worker'],
  ['nurse@demo.in', 'Nurse'],
  ['doctor@demo.in', 'Doctor'],
] as const;
export const DEMO_PASSWORD = 'Demo@1234';

/** NODE_ENV=production seeds no demo accounts: point to the admin CLI instead of listing them. */
function accountLines(): string[] {
  if (process.env.NODE_ENV === 'production') {
    return ['  No demo accounts (NODE_ENV=production). First administrator: npx -y pnpm@10.34.9 admin create --email …'];
  }
  return [
    `  Demo accounts (password ${DEMO_PASSWORD}):`,
    ...DEMO_ACCOUNTS.map(([email, role]) => `    ${email.padEnd(22)} ${role}`),
  ];
}

export const BACKUP_COMMAND = 'npx -y pnpm@10.34.9 db backup --out FILE';

/** Where the API keeps its data: the embedded database's folder, or the PostgreSQL server and database (never its password). */
function dataLine(dataDir: string): string {
  const url = process.env.DATABASE_URL;
  if (!url) return `the embedded database in ${path.join(path.relative(process.cwd(), dataDir) || '.', 'pgdata')}`;
  try {
    const parsed = new URL(url);
    return `PostgreSQL ${parsed.host}${parsed.pathname} (DATABASE_URL)`;
  } catch {
    return 'PostgreSQL (DATABASE_URL)';
  }
}

/** The backup command for this API's data: the same DATA_DIR (or DATABASE_URL) as the running server. */
function backupLines(dataDir: string): string[] {
  const where = process.env.DATABASE_URL ? '   (same DATABASE_URL)' : process.env.DATA_DIR ? `   (with DATA_DIR=${dataDir})` : '';
  const scheduled = process.env.BACKUP_DIR
    ? `scheduled every ${process.env.BACKUP_EVERY || '24h'} into ${process.env.BACKUP_DIR}, keeping ${process.env.BACKUP_KEEP || '7'}`
    : 'none scheduled (set BACKUP_DIR, BACKUP_EVERY, BACKUP_KEEP)';
  return [`  Backups         ${scheduled}`, `  Back up now     ${BACKUP_COMMAND}${where}`];
}

export async function start(options: { build: boolean; site: string }) {
  if (options.build) await buildApps();
  const ports = defaultPorts();
  const siteDir = path.join(repoRoot, 'sites', options.site);
  if (options.site === 'default') pinWorkingVersions(siteDir, (app) => `http://localhost:${ports.remotes[app.federationName]}`);
  const apiPort = Number(process.env.PORT ?? 8015);
  const dataDir = path.resolve(process.env.DATA_DIR ?? path.join(repoRoot, 'data'));
  const api = await startApi({ port: apiPort, dataDir, hostOrigins: [localOrigin(ports.host)] });
  const { host, remotes } = await startFrontends(ports, siteDir);

  const stopAll = async () => {
    await Promise.all([host.close(), ...Object.values(remotes).map((r) => r.close()), api.stop()]);
    process.exit(0);
  };
  process.once('SIGINT', stopAll);
  process.once('SIGTERM', stopAll);

  console.log(
    [
      '',
      `  Screening suite is running (site "${options.site}")`,
      `  Open            ${host.url}`,
      `  API             ${api.url}   (ready: ${api.url}/api/ready)`,
      ...Object.entries(remotes).map(([name, s]) => `  ${name.padEnd(15)} ${s.url}`),
      '',
      `  Data            ${dataLine(dataDir)}`,
      ...backupLines(dataDir),
      '',
      ...accountLines(),
      '',
      '  Press Ctrl+C to stop.',
      '',
    ].join('\n'),
  );
}
