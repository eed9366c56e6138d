import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';

const BENCH = fileURLToPath(new URL('./bench-server.ts', import.meta.url));

// The smoke run of `pnpm bench:server`: small data and short phases; it must finish and print every table, with
// every call answered (the figures themselves are for the full run, not for a test).
test('the server benchmark runs end to end on 2,000 participants and prints its tables', () => {
  const env = { ...process.env };
  delete env.DATABASE_URL;
  delete env.API_WORKERS;
  delete env.NODE_TEST_CONTEXT;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', BENCH, '--participants', '2000', '--seconds', '2', '--rounds', '5'],
    {
      env,
      encoding: 'utf8',
      // Seeding and every phase on a loaded 2-core machine; the test runner's own limit is 5 minutes.
      timeout: 280_000,
    },
  );
  assert.equal(run.status, 0, run.stderr + run.stdout);
  assert.match(run.stdout, /Server benchmark: PGlite \(embedded\), 1 API process \(API_WORKERS\), 20\d\d participants/);
  for (const what of [
    'full Registration ID',
    '10-digit mobile',
    '3 letters of a name',
    '3 letters of the commonest names \\([^)]+\\)',
  ]) {
    assert.match(run.stdout, new RegExp(`\\| worklist: ${what} \\| 5 \\| [^|]+ \\| [^|]+ \\| 0 \\|`));
  }
  for (const what of [
    'follow-up: first page, due now',
    'follow-up: 3 letters of a name',
    "participant's view",
    'dashboard: no filter',
    'dashboard: a clinic',
    'dashboard: a district',
    'dashboard: a year of days',
    'password policy: 128 characters full of symbols',
  ]) {
    assert.match(run.stdout, new RegExp(`\\| ${what} \\| 5 \\| [^|]+ \\| [^|]+ \\| 0 \\|`));
  }
  assert.match(run.stdout, /[1-9]\d* follow-ups, [1-9]\d* audit rows/, 'the copies are followed and audited');
  // The mixed load's screening saves are answered too (0 errors).
  for (const clients of [20, 50]) {
    assert.match(run.stdout, new RegExp(`\\| ${clients} clients, 2 s \\| [^|]+ \\| [^|]+ \\| [^|]+ \\| [^|]+ \\| 0 \\| 0 \\|`));
    assert.match(
      run.stdout,
      new RegExp(
        `\\| ${clients} clients, the commonest names' first page, 2 s \\| [^|]+ \\| [^|]+ \\| [^|]+ \\| [^|]+ \\| 0 \\| 0 \\|`,
      ),
    );
  }
  assert.match(
    run.stdout,
    /\| 20 clients, the commonest names' unpaged list \(original client\), 2 s \| [^|]+ \| [^|]+ \| [^|]+ \| [^|]+ \| 0 \| 0 \|/,
  );
  for (const type of ['Outreachclinic', 'Patientregistration', 'Screening', 'Clinical_Evaluation', 'SavedPatient', 'FollowUp']) {
    assert.match(run.stdout, new RegExp(`\\| ${type} \\| 200 \\| `));
  }
});
