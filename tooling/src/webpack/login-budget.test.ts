import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { LOGIN_CRITICAL_LIST, LoginBudgetPlugin, servedBytes } from './login-budget.js';

let dir: string;

/** A package of `kib` KiB that gzip cannot shrink much (random hex): its weight shows in the count. */
function writePackage(name: string, kib: number) {
  const folder = path.join(dir, 'node_modules', name);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'package.json'), JSON.stringify({ name, version: '1.0.0', main: 'index.js' }));
  const text = crypto.randomBytes(kib * 512).toString('hex');
  fs.writeFileSync(path.join(folder, 'index.js'), `export const text = ${JSON.stringify(text)};\n`);
}

/**
 * A host as the preset builds it: an entry whose async boundary (bootstrap) uses a shared library, awaits a named
 * chunk before it renders, and loads another shared library later. `bootstrap` is that file's source.
 */
async function build(bootstrap: string, budgetKiB: number) {
  const out = fs.mkdtempSync(path.join(dir, 'dist-'));
  fs.writeFileSync(path.join(dir, 'src', 'bootstrap.js'), bootstrap);
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    output: { path: out, publicPath: '/', filename: '[name].js', chunkFilename: '[name].[contenthash:8].js' },
    plugins: [
      new ModuleFederationPlugin({
        name: 'host',
        remotes: {},
        shared: {
          'lib-first': { singleton: true, requiredVersion: '^1.0.0' },
          'lib-later': { singleton: true, requiredVersion: '^1.0.0' },
        },
        dts: false,
        manifest: false,
      }),
      new LoginBudgetPlugin({ budgetKiB, awaitedAtBoot: ['site-check'] }),
    ],
  });
  const stats = await new Promise<webpack.Stats>((resolve, reject) =>
    compiler.run((error, result) => {
      compiler.close(() => undefined);
      if (error || !result) reject(error ?? new Error('no stats'));
      else resolve(result);
    }),
  );
  const list = path.join(out, LOGIN_CRITICAL_LIST);
  const counted = fs.existsSync(list)
    ? (JSON.parse(fs.readFileSync(list, 'utf8')) as { totalBytes: number; files: { file: string }[] })
    : null;
  return { stats, counted, out };
}

const SOURCES = {
  first: "import { text } from 'lib-first';\n",
  awaited: 'await import(/* webpackChunkName: "site-check" */ \'./check.js\');\n',
  later: "document.body.onclick = () => import('./later.js');\n",
  show: 'document.title = text.slice(0, 4);\n',
};

before(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-login-budget-'));
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'index.js'), "import('./bootstrap.js');\n");
  fs.writeFileSync(path.join(dir, 'src', 'later.js'), "import { text } from 'lib-later';\nexport default text;\n");
  fs.writeFileSync(
    path.join(dir, 'src', 'check.js'),
    `export const check = ${JSON.stringify(crypto.randomBytes(2048).toString('hex'))};\n`,
  );
  writePackage('lib-first', 8);
  writePackage('lib-later', 64);
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test('counts the entry, the boot, the shared library it uses and the chunk it awaits; not what loads later', async () => {
  const { stats, counted, out } = await build(SOURCES.first + SOURCES.awaited + SOURCES.later + SOURCES.show, 40);
  assert.equal(stats.hasErrors(), false, stats.toString({ all: false, errors: true }));
  assert.ok(counted);
  const files = counted.files.map(({ file }) => file);
  const holding = (needle: string) =>
    fs.readdirSync(out).filter((file) => file.endsWith('.js') && fs.readFileSync(path.join(out, file), 'utf8').includes(needle));
  const first = fs.readFileSync(path.join(dir, 'node_modules/lib-first/index.js'), 'utf8').slice(20, 60);
  const later = fs.readFileSync(path.join(dir, 'node_modules/lib-later/index.js'), 'utf8').slice(20, 60);
  assert.ok(files.includes('main.js'));
  for (const file of holding(first)) assert.ok(files.includes(file), `${file} (lib-first) counted`);
  assert.ok(
    files.some((file) => file.startsWith('site-check.')),
    'the awaited chunk counted',
  );
  for (const file of holding(later)) assert.ok(!files.includes(file), `${file} (lib-later) not counted`);
  // About 8 KiB of the first library's hex, gzipped to about half, plus the runtime; the later 64 KiB left out.
  assert.ok(counted.totalBytes > 4 * 1024 && counted.totalBytes < 40 * 1024, String(counted.totalBytes));
});

test('a build whose boot needs more than the budget fails, naming the budget and the largest files', async () => {
  const heavy = "import { text as more } from 'lib-later';\n" + SOURCES.first + SOURCES.show + 'document.title += more;\n';
  const { stats } = await build(heavy, 40);
  assert.equal(stats.hasErrors(), true);
  const message = stats.toString({ all: false, errors: true });
  assert.match(message, /The login screen's critical path is \d+\.\d KiB as served, over its budget of 40 KiB/);
  assert.match(message, /Largest: \S+\.js \d+\.\d KiB/);
});

test('bytes as served: gzip where the build writes a .gz, else the file as it is', () => {
  const small = Buffer.from('x'.repeat(1000));
  assert.equal(servedBytes(small), 1000);
  const repetitive = Buffer.from('abc'.repeat(2000));
  assert.ok(servedBytes(repetitive) < 200);
  const random = crypto.randomBytes(4096);
  assert.equal(servedBytes(random), 4096);
});
