/**
 * promtool, to check and unit-test the alert rules (deploy/prometheus): taken from Debian's prometheus package,
 * unpacked into a cache folder rather than installed (installing it would start a Prometheus server).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const CACHE = path.join(os.homedir(), '.cache', 'screening', 'prometheus-deb');
const CACHED = path.join(CACHE, 'usr', 'bin', 'promtool');

function run(cmd: string, args: string[], cwd: string): void {
  const result = spawnSync(cmd, args, { cwd, stdio: ['ignore', 'ignore', 'pipe'], encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed: ${result.stderr || result.error?.message}`);
}

/** The path of promtool: PROMTOOL_PATH, one on PATH, or Debian's, downloaded once (about 19 MB). */
export function ensurePromtool(): string {
  if (process.env.PROMTOOL_PATH) return process.env.PROMTOOL_PATH;
  const onPath = spawnSync('sh', ['-c', 'command -v promtool'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  if (fs.existsSync(CACHED)) return CACHED;
  console.log("promtool is missing: unpacking it from Debian's prometheus package (apt-get download).");
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'promtool-'));
  try {
    run('apt-get', ['download', '-qq', 'prometheus'], work);
    const deb = fs.readdirSync(work).find((f) => f.endsWith('.deb'));
    if (!deb) throw new Error('apt-get download prometheus left no package');
    const unpacked = path.join(work, 'root');
    run('dpkg-deb', ['-x', deb, unpacked], work);
    fs.mkdirSync(path.dirname(CACHE), { recursive: true });
    fs.rmSync(CACHE, { recursive: true, force: true });
    fs.renameSync(unpacked, CACHE);
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
  if (!fs.existsSync(CACHED)) throw new Error(`promtool is still missing at ${CACHED}`);
  return CACHED;
}
