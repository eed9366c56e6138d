/**
 * The API's systemd service as `deploy units` renders it (systemd-units.ts): `systemd-analyze verify` accepts it
 * without a word, it carries the hardening docs/deploy.md describes, and no value given to it can add a directive.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { repoRoot } from '../workspace.js';
import { API_UNIT, renderApiUnit, type ApiUnitOptions } from './systemd-units.js';

const SYSTEMD_ANALYZE = '/usr/bin/systemd-analyze';

/** The value of each `Key=` line of a unit (repeated keys in order). */
function directives(unit: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const line of unit.split('\n')) {
    const match = /^([A-Za-z]+)=(.*)$/.exec(line);
    if (match) found.set(match[1], [...(found.get(match[1]) ?? []), match[2]]);
  }
  return found;
}

const one = (unit: string, key: string) => {
  const values = directives(unit).get(key) ?? [];
  assert.equal(values.length, 1, `${key}= appears ${values.length} times`);
  return values[0];
};

describe('the API as a systemd service', () => {
  test('runs the compiled server as its own account, restarting it, with the settings the deployment needs', () => {
    const unit = renderApiUnit();
    assert.equal(one(unit, 'ExecStart'), '/usr/bin/node --enable-source-maps /opt/screening/server/dist/main.js');
    assert.equal(one(unit, 'WorkingDirectory'), '/opt/screening');
    assert.equal(one(unit, 'User'), 'screening');
    assert.equal(one(unit, 'Group'), 'screening');
    assert.equal(one(unit, 'EnvironmentFile'), '/etc/screening/api.env');
    assert.deepEqual(directives(unit).get('Environment'), [
      'NODE_ENV=production',
      'HOST=127.0.0.1',
      'PORT=8015',
      'TRUST_PROXY=1',
      'API_WORKERS=1',
      'DATA_DIR=/srv/screening/data',
    ]);
    assert.equal(one(unit, 'Restart'), 'on-failure');
    // The primary stops its workers itself: systemd signals it alone, then kills what is left after the timeout.
    assert.equal(one(unit, 'KillMode'), 'mixed');
    assert.equal(one(unit, 'KillSignal'), 'SIGTERM');
    assert.equal(one(unit, 'WantedBy'), 'multi-user.target');
  });

  test('may write its data folder and, with scheduled backups, their folder, and nothing else', () => {
    const unit = renderApiUnit();
    for (const [key, value] of [
      ['NoNewPrivileges', 'yes'],
      ['ProtectSystem', 'strict'],
      ['PrivateTmp', 'yes'],
      ['ProtectHome', 'yes'],
      ['PrivateDevices', 'yes'],
      ['CapabilityBoundingSet', ''],
      ['UMask', '0077'],
    ])
      assert.equal(one(unit, key), value, key);
    assert.equal(one(unit, 'ReadWritePaths'), '/srv/screening/data');
    assert.equal(directives(unit).has('MemoryDenyWriteExecute'), false, "V8's compiler writes the code it runs");

    const withBackups = renderApiUnit({ dataDir: '/var/lib/screening', backupDir: '/srv/backups/screening', workers: 4 });
    assert.equal(one(withBackups, 'ReadWritePaths'), '/var/lib/screening /srv/backups/screening');
    const env = directives(withBackups).get('Environment')!;
    assert.ok(env.includes('DATA_DIR=/var/lib/screening'));
    assert.ok(env.includes('BACKUP_DIR=/srv/backups/screening'));
    assert.ok(env.includes('API_WORKERS=4'));
  });

  test('leaves home folders readable when the installation is in one', () => {
    assert.equal(one(renderApiUnit({ installDir: '/home/it/screening' }), 'ProtectHome'), 'read-only');
    assert.equal(one(renderApiUnit({ dataDir: '/root/data' }), 'ProtectHome'), 'read-only');
  });

  test('refuses any value that could add a directive or change the command', () => {
    const refused: [ApiUnitOptions, RegExp][] = [
      [{ dataDir: '/srv/data\nExecStartPre=/bin/sh -c id' }, /data folder/],
      [{ installDir: '/opt/screening\n[Service]' }, /install folder/],
      [{ installDir: '/opt/my screening' }, /install folder/],
      [{ backupDir: '/srv/backups ExecStartPre=/bin/true' }, /backup folder/],
      [{ environmentFile: '/etc/screening/api.env\nUser=root' }, /environment file/],
      [{ node: '/usr/bin/node; rm -rf /' }, /Node/],
      [{ node: '/usr/bin/$NODE' }, /Node/],
      [{ dataDir: '/srv/%h/data' }, /data folder/],
      [{ dataDir: '/srv/data\\' }, /data folder/],
      [{ dataDir: '/srv/"data"' }, /data folder/],
      [{ dataDir: '/srv/data\0' }, /data folder/],
      [{ user: 'screening\nUser=root' }, /user/],
      [{ user: 'root' }, /root/],
      [{ user: 'Screening' }, /user/],
      [{ host: '127.0.0.1\nEnvironment=TRUST_PROXY=true' }, /host/],
      [{ port: 0 }, /port/],
      [{ port: 65536 }, /port/],
      [{ port: 80.5 }, /port/],
      [{ workers: 0 }, /API_WORKERS/],
      [{ workers: 65 }, /API_WORKERS/],
    ];
    for (const [options, message] of refused) assert.throws(() => renderApiUnit(options), message, JSON.stringify(options));
  });

  test('resolves relative paths, as the other deploy commands do', () => {
    const unit = renderApiUnit({ installDir: '.', dataDir: 'data' });
    assert.equal(one(unit, 'WorkingDirectory'), process.cwd());
    assert.equal(one(unit, 'ReadWritePaths'), path.join(process.cwd(), 'data'));
  });

  describe('systemd-analyze verify', { skip: fs.existsSync(SYSTEMD_ANALYZE) ? false : `missing: ${SYSTEMD_ANALYZE}` }, () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-units-'));
    after(() => fs.rmSync(dir, { recursive: true, force: true }));

    /** Writes the unit into its own folder and verifies it: the exit code and everything it said. */
    function verify(unit: string, name: string): { status: number | null; output: string } {
      const folder = fs.mkdtempSync(path.join(dir, `${name}-`));
      const file = path.join(folder, API_UNIT);
      fs.writeFileSync(file, unit);
      const run = spawnSync(SYSTEMD_ANALYZE, ['verify', file], { encoding: 'utf8' });
      return { status: run.status, output: `${run.stdout}${run.stderr}`.trim() };
    }

    // verify checks that ExecStart's program exists: this machine's node, and this checkout as the install folder.
    const here: ApiUnitOptions = { node: process.execPath, installDir: repoRoot };

    test('accepts the unit as rendered, without a warning', () => {
      assert.deepEqual(verify(renderApiUnit(here), 'defaults'), { status: 0, output: '' });
    });

    test('accepts it with workers and scheduled backups', () => {
      const unit = renderApiUnit({ ...here, workers: 4, backupDir: path.join(dir, 'backups'), dataDir: path.join(dir, 'data') });
      assert.deepEqual(verify(unit, 'workers'), { status: 0, output: '' });
    });

    test('would say so of a misspelt directive or a missing program (the check reads this file)', () => {
      const misspelt = verify(renderApiUnit(here).replace('ProtectSystem=', 'ProtectSystm='), 'misspelt');
      assert.match(misspelt.output, /Unknown key 'ProtectSystm'/);
      const missing = verify(renderApiUnit({ ...here, node: path.join(dir, 'no-node') }), 'missing');
      assert.notEqual(missing.status, 0);
      assert.match(missing.output, /no-node/);
    });
  });
});
