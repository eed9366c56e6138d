import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { after, before, test } from 'node:test';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import { ChunkIntegrityPlugin, sha384Digest } from './chunk-integrity.js';

const require = createRequire(import.meta.url);
let dir: string;
let out: string;
const read = (file: string) => fs.readFileSync(path.join(out, file));

/** A small app built as the preset builds: a lazy page with its stylesheet, content-hashed and minified. */
before(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'screening-sri-'));
  out = path.join(dir, 'dist');
  fs.mkdirSync(path.join(dir, 'src'));
  fs.writeFileSync(path.join(dir, 'src', 'index.js'), "import('./page.js').then((page) => page.show());\n");
  fs.writeFileSync(
    path.join(dir, 'src', 'page.js'),
    "import './page.css';\nexport function show() { document.title = 'page'; }\n",
  );
  fs.writeFileSync(path.join(dir, 'src', 'page.css'), '.page { color: #003366; }\n');
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './src/index.js' },
    devtool: 'hidden-source-map',
    output: {
      path: out,
      publicPath: '/',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      crossOriginLoading: 'anonymous',
    },
    module: { rules: [{ test: /\.css$/, use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')] }] },
    plugins: [
      new ChunkIntegrityPlugin(),
      new MiniCssExtractPlugin({ chunkFilename: '[name].[contenthash:8].css' }),
      new HtmlWebpackPlugin(),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
});
after(() => fs.rmSync(dir, { recursive: true, force: true }));

test("the runtime carries the hash of every other script and stylesheet, as the files' final bytes", () => {
  const runtime = read('main.js').toString();
  const chunks = fs.readdirSync(out).filter((file) => /\.(js|css)$/.test(file) && file !== 'main.js');
  assert.ok(chunks.some((file) => file.endsWith('.css')) && chunks.some((file) => file.endsWith('.js')), chunks.join());
  for (const file of chunks) assert.ok(runtime.includes(`"${sha384Digest(read(file))}"`), `${file}'s hash in main.js`);
  assert.ok(!/chunk-sri-/.test(runtime), 'no placeholder left');
});

test('the script and stylesheet loaders set it as integrity', () => {
  const runtime = read('main.js').toString();
  // webpack's script loader (for chunks), mini-css-extract-plugin's stylesheet loader.
  assert.match(runtime, /\.integrity="sha384-"\+\w+\.sri\.j\[\w+\]/);
  assert.match(runtime, /\.integrity="sha384-"\+\w+\.sri\.c\[\w+\]/);
});

test('index.html names main.js with the hash of its final bytes', () => {
  const html = read('index.html').toString().replace(/"/g, ''); // minified or not
  assert.ok(html.includes(`src=/main.js integrity=sha384-${sha384Digest(read('main.js'))}`), html);
});
