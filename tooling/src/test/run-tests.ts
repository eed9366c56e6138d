/**
 * `pnpm test`: every suite, in order of cost — typecheck, unit/component (jest), node (server on a real database,
 * tooling CLI; node:test), builds of the six applications, end-to-end (Playwright in Debian's chromium). Ends with one line
 * `N passed, N failed` totalling every suite.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { repoRoot, allApps } from '../workspace.js';
import { ensureChromium } from './chromium.js';

export interface SuiteResult {
  suite: string;
  passed: number;
  failed: number;
  seconds: number;
  note?: string;
}

const SUITES = ['typecheck', 'unit', 'node', 'build', 'e2e'] as const;
type Suite = (typeof SUITES)[number];

function sh(command: string, args: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

const bin = (name: string) => path.join(repoRoot, 'node_modules', '.bin', name);
const tmp = () => fs.mkdtempSync(path.join(os.tmpdir(), 'screening-test-'));

function listFiles(dir: string, suffix: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') out.push(...listFiles(full, suffix));
    else if (entry.isFile() && entry.name.endsWith(suffix)) out.push(full);
  }
  return out.sort();
}

async function typecheck(): Promise<Omit<SuiteResult, 'suite' | 'seconds'>> {
  const code = await sh(bin('tsc'), ['-p', 'tsconfig.json', '--noEmit']);
  return { passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
}

async function unit(): Promise<Omit<SuiteResult, 'suite' | 'seconds'>> {
  const out = path.join(tmp(), 'jest.json');
  const code = await sh(bin('jest'), ['--ci', '--json', `--outputFile=${out}`, '--maxWorkers=2']);
  if (!fs.existsSync(out)) return { passed: 0, failed: 1, note: `jest exited ${code} without a report` };
  const report = JSON.parse(fs.readFileSync(out, 'utf8'));
  const failedSuites = (report.testResults ?? []).filter((r: { status: string; assertionResults: unknown[] }) => r.status === 'failed' && r.assertionResults.length === 0).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + failedSuites };
}

/** The server (on a real database) and the tooling (release and site CLI): node's own test runner. */
async function node(): Promise<Omit<SuiteResult, 'suite' | 'seconds'>> {
  const files = ['server', 'tooling']
    .flatMap((dir) => listFiles(path.join(repoRoot, dir, 'src'), '.test.ts'))
    .map((f) => path.relative(repoRoot, f));
  if (files.length === 0) return { passed: 0, failed: 1, note: 'no node tests found' };
  const tap = path.join(tmp(), 'node.tap');
  const code = await sh(process.execPath, [
    '--import', 'tsx', '--test', '--test-concurrency=1',
    '--test-reporter=spec', '--test-reporter-destination=stdout',
    '--test-reporter=tap', `--test-reporter-destination=${tap}`,
    ...files,
  ]);
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (key: string) => Number(new RegExp(`^# ${key} (\\d+)`, 'm').exec(text)?.[1] ?? 0);
  const passed = count('pass');
  const failed = count('fail') + count('cancelled');
  return { passed, failed: failed || (code !== 0 && passed === 0 ? 1 : failed) };
}

async function build(): Promise<Omit<SuiteResult, 'suite' | 'seconds'>> {
  const code = await sh(process.execPath, ['--import', 'tsx', path.join('tooling', 'src', 'cli.ts'), 'build']);
  const apps = allApps().length;
  return code === 0 ? { passed: apps, failed: 0 } : { passed: 0, failed: apps };
}

async function e2e(): Promise<Omit<SuiteResult, 'suite' | 'seconds'>> {
  await ensureChromium();
  const out = path.join(tmp(), 'playwright.json');
  const code = await sh(path.join(repoRoot, 'e2e', 'node_modules', '.bin', 'playwright'), ['test', '--config', path.join('e2e', 'playwright.config.ts'), '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: out,
  });
  if (!fs.existsSync(out)) return { passed: 0, failed: 1, note: `playwright exited ${code} without a report` };
  const { stats } = JSON.parse(fs.readFileSync(out, 'utf8'));
  const failed = (stats.unexpected ?? 0) + (stats.flaky ?? 0) + (code !== 0 && !stats.unexpected ? 1 : 0);
  return { passed: stats.expected ?? 0, failed };
}

const RUNNERS: Record<Suite, () => Promise<Omit<SuiteResult, 'suite' | 'seconds'>>> = { typecheck, unit, node, build, e2e };

export async function runTests(args: string[]): Promise<number> {
  const chosen = (args.length ? args : SUITES) as Suite[];
  for (const s of chosen) if (!SUITES.includes(s)) throw new Error(`Unknown suite "${s}". Suites: ${SUITES.join(', ')}`);
  const results: SuiteResult[] = [];
  for (const suite of chosen) {
    console.log(`\n=== ${suite} ===`);
    const started = Date.now();
    let result: Omit<SuiteResult, 'suite' | 'seconds'>;
    try {
      result = await RUNNERS[suite]();
    } catch (error) {
      result = { passed: 0, failed: 1, note: error instanceof Error ? error.message : String(error) };
    }
    results.push({ suite, seconds: (Date.now() - started) / 1000, ...result });
  }
  console.log('\nSummary');
  for (const r of results) {
    console.log(`  ${r.suite.padEnd(10)} ${String(r.passed).padStart(5)} passed ${String(r.failed).padStart(4)} failed  ${r.seconds.toFixed(0).padStart(4)} s${r.note ? `  (${r.note})` : ''}`);
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  console.log(`${passed} passed, ${failed} failed`);
  return failed > 0 ? 1 : 0;
}
