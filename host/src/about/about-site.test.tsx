import userEvent from '@testing-library/user-event';
import { render, screen, within } from '@testing-library/react';
import type { CustomMenuDTO, OpsStatus } from '@screening/shared';
import { UiProvider } from '@screening/shared/ui';
import { apiTestServerForFile, refusal, signInForTest } from '@screening/shared/testing';
import { AboutSiteDialog } from './about-site';
import { formatBytes } from './backup-status';

const ALL: CustomMenuDTO['privileges'] = ['CREATE', 'VIEW', 'EDIT'];
/** The demo admin's grants. */
const ADMIN: CustomMenuDTO[] = [
  { menu: 'Outreach Clinic', menuOrder: 1, url: '/Outrich Clinic', privileges: ALL },
  { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ALL },
  { menu: 'User Data Management', menuOrder: 7, url: '/management', privileges: ALL },
];
const NURSE: CustomMenuDTO[] = [
  { menu: 'Patient Registration', menuOrder: 2, url: '/preg', privileges: ALL },
  { menu: 'Screening', menuOrder: 3, url: '/screening', privileges: ALL },
  { menu: 'Reports', menuOrder: 6, url: '/reports', privileges: ['VIEW'] },
];

function status(backups: Partial<OpsStatus['backups']> = {}): OpsStatus {
  return {
    release: '1.0.0',
    schema: { migrations: 2, last: '0002_backups', current: true },
    database: { engine: 'embedded' },
    backups: {
      scheduled: true,
      every: '24h',
      keep: 7,
      directory: '/var/backups/screening',
      running: false,
      nextDueAt: '2025-03-02T02:00:00.000Z',
      lastBackup: {
        at: '2025-03-01T02:00:00.000Z',
        file: 'screening-20250301T020000Z.backup',
        bytes: 3_355_443,
        durationMs: 840,
      },
      lastFailure: null,
      lastFailed: false,
      ...backups,
    },
  };
}

const server = apiTestServerForFile();
const statusCalls = () => server.requests.filter((r) => r.url === '/api/ops/status');

function openAbout() {
  render(
    <UiProvider>
      <AboutSiteDialog open onClose={() => undefined} />
    </UiProvider>,
  );
  return screen.getByRole('dialog', { name: 'About this site' });
}

describe('About this site: Backups', () => {
  it("shows a user manager the last backup, when the next is due and the API's release", async () => {
    signInForTest(server, { menus: ADMIN });
    server.on('GET', '/api/ops/status', () => ({ status: 200, body: status() }));
    const dialog = openAbout();
    const section = await within(dialog).findByRole('region', { name: 'Backups' });
    expect(await within(section).findByText(/screening-20250301T020000Z\.backup · 3\.2 MB/)).toBeInTheDocument();
    expect(within(section).getByText(/0[12]\/03\/2025 \d\d:\d\d.*\(every 24h\)/)).toBeInTheDocument();
    expect(within(section).getByText(/1\.0\.0 · schema 2 · embedded database/)).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
    expect(statusCalls()).toHaveLength(1);
    expect(statusCalls()[0].authorization).toBe('Bearer token-abc');
  });

  it('shows a failed last backup in plain sight', async () => {
    signInForTest(server, { menus: ADMIN });
    const failure = {
      at: '2025-03-02T02:00:01.000Z',
      message: "ENOSPC: no space left on device, write '/srv/backups/screening-20250302T020000Z.backup.partial'",
    };
    server.on('GET', '/api/ops/status', () => ({ status: 200, body: status({ lastFailure: failure, lastFailed: true }) }));
    const section = await within(openAbout()).findByRole('region', { name: 'Backups' });
    const alert = await within(section).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^The last backup failed: ENOSPC: no space left on device, write '\/srv\/backups\/screening-20250302T020000Z\.backup\.partial' \(02\/03\/2025 \d\d:\d\d/,
    );
    // The older good one is still named.
    expect(within(section).getByText(/screening-20250301T020000Z\.backup/)).toBeInTheDocument();
  });

  it('says when no backups are scheduled or none was taken yet', async () => {
    signInForTest(server, { menus: ADMIN });
    const off = status({ scheduled: false, every: null, nextDueAt: null, lastBackup: null });
    server.on('GET', '/api/ops/status', () => ({ status: 200, body: { ...off, database: { engine: 'postgresql' } } }));
    const section = await within(openAbout()).findByRole('region', { name: 'Backups' });
    expect(await within(section).findByText('None yet')).toBeInTheDocument();
    expect(within(section).getByText('Not scheduled (the API server has no BACKUP_DIR)')).toBeInTheDocument();
    expect(within(section).getByText(/PostgreSQL/)).toBeInTheDocument();
  });

  it("says so when the status cannot be read, with the server's message", async () => {
    signInForTest(server, { menus: ADMIN });
    server.on('GET', '/api/ops/status', () => refusal(403, 'PRIVILEGE_REQUIRED', { privileges: 'EDIT on /management' }));
    const section = await within(openAbout()).findByRole('region', { name: 'Backups' });
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'You do not have permission to do this (requires EDIT on /management).',
    );
    // A refusal is not asked again by itself; Retry asks once more.
    expect(statusCalls()).toHaveLength(1);
    server.on('GET', '/api/ops/status', () => ({ status: 200, body: status() }));
    await userEvent.click(within(section).getByRole('button', { name: 'Retry' }));
    expect(await within(section).findByText(/1\.0\.0 · schema 2 · embedded database/)).toBeInTheDocument();
    expect(within(section).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows a nurse no Backups section and never asks the server', async () => {
    signInForTest(server, { menus: NURSE });
    server.on('GET', '/api/ops/status', () => ({ status: 200, body: status() }));
    const dialog = openAbout();
    expect(within(dialog).getByRole('table', { name: 'Areas of this site' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(within(dialog).queryByRole('region', { name: 'Backups' })).not.toBeInTheDocument();
    expect(statusCalls()).toHaveLength(0);
  });

  it('sizes read as people say them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(32_535)).toBe('31.8 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
  });
});
