/**
 * The one webpack + Module Federation preset used by the host and every remote.
 * Loaders and plugins are resolved from this package (apps never list them).
 */
import path from 'node:path';
import fs from 'node:fs';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CompressionPlugin from 'compression-webpack-plugin';
import { InjectManifest } from 'workbox-webpack-plugin';
import { assetIntegrity, ChunkIntegrityPlugin } from './chunk-integrity.js';
import { COMPRESSION, LoginBudgetPlugin } from './login-budget.js';
import { readApp, repoRoot, sharedRequiredRange, type AppInfo } from '../workspace.js';

const require = createRequire(import.meta.url);

/** Libraries that carry module state or React context: exactly one instance per page. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'zustand',
  'dayjs',
  // One server-state cache for the host and every remote (the QueryClient the UI kit provides).
  '@tanstack/react-query',
] as const;

/** The router's exports the suite shares as react-router-dom (see the file). */
export const SHARED_ROUTER = path.join(repoRoot, 'shared', 'src', 'federation', 'react-router-dom.ts');

function installedVersion(app: AppInfo, pkg: string): string {
  const base = pkg
    .split('/')
    .slice(0, pkg.startsWith('@') ? 2 : 1)
    .join('/');
  const file = require.resolve(`${base}/package.json`, { paths: [app.dir, path.join(repoRoot, 'shared')] });
  return JSON.parse(fs.readFileSync(file, 'utf8')).version as string;
}

export function sharedConfig(app: AppInfo, sharedVersion: string) {
  const shared: Record<string, object> = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(app, pkg);
    shared[pkg] = { singleton: true, strictVersion: true, requiredVersion: `^${version}`, version };
  }
  // The suite's own singleton: the light core (store, client, access, types, validation, form engine), the part of
  // it the login screen shows with (no HTTP client) and the UI kit (the only door to antd). A workspace package
  // needs an explicit range.
  const requiredVersion = sharedRequiredRange(sharedVersion);
  for (const key of ['@screening/shared', '@screening/shared/core', '@screening/shared/ui']) {
    shared[key] = { singleton: true, strictVersion: true, requiredVersion, version: sharedVersion };
  }
  return shared;
}

/** What the build writes compressed beside itself. */
const COMPRESSED = /\.(js|css|html|svg|json)$/;

/**
 * Brotli at quality 10: 13 % under gzip -9 for the suite's scripts, in a third of quality 11's time (which saves 1.5 %
 * more); quality 5 for files over 1 MB (the password policy's dictionaries, fetched once, where a set-up needs them).
 */
const brotli: CompressionPlugin.AlgorithmFunction<zlib.ZlibOptions> = (input, _options, done) => {
  const { BROTLI_PARAM_QUALITY, BROTLI_PARAM_SIZE_HINT } = zlib.constants;
  const quality = input.length > 1_000_000 ? 5 : 10;
  zlib.brotliCompress(
    input,
    { params: { [BROTLI_PARAM_QUALITY]: quality, [BROTLI_PARAM_SIZE_HINT]: input.length } },
    (error, result) => done(error, result),
  );
};

/** The content-hashed names of the output (what the static server caches for a year). */
const HASHED_CHUNK = /\.[0-9a-f]{8}\.(js|css)$/;

/**
 * Lists in the host's index.html (a JSON data block, never run) the files of the `sign-in` chunk group and of every
 * group it loads later (lazy pages), and of the shared libraries the host provides (the router, the UI kit), so
 * that the login screen can prefetch them once it is shown (host/src/remotes/preload.ts). A shared library is
 * loaded from the chunk the host provides, not from its consumers' fallback copies, which are left out.
 */
/** Chunks named so (`webpackChunkName: "on-demand-…"`) are needed only by some users (another language, a form that
 * sets a password): never prefetched for sign-in. */
const ON_DEMAND_CHUNK = /^on-demand-/;

/**
 * The password policy's estimator (`loadPasswordPolicy()` in domain/src/validation/password-policy.ts, about 800 KiB
 * gzip) is fetched only where a password is set, which needs the server anyway: neither the host's service worker nor
 * a remote's release list keeps it for offline use. Its files are those of its chunk group that no other group needs.
 */
const PASSWORD_POLICY_CHUNK = 'on-demand-password-policy';
/** Written beside each build: the files kept out of offline use (read by the release list, tooling/src/build). */
export const ONLINE_ONLY_LIST = 'online-only.json';

function onlineOnlyFiles(compilation: webpack.Compilation): Set<string> {
  const group = compilation.namedChunkGroups.get(PASSWORD_POLICY_CHUNK);
  const files = new Set<string>();
  for (const chunk of group?.chunks ?? []) {
    if ([...chunk.groupsIterable].every((other) => other === group)) for (const file of chunk.files) files.add(file);
  }
  return files;
}

class OnlineOnlyListPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('OnlineOnlyListPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'OnlineOnlyListPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          const list = JSON.stringify([...onlineOnlyFiles(compilation)].sort());
          compilation.emitAsset(ONLINE_ONLY_LIST, new webpack.sources.RawSource(list));
        },
      );
    });
  }
}

/** Sections of a catalogue that can be imported alone (`catalogue.json?login`). */
const CATALOGUE_SECTIONS = ['login', 'first'] as const;

class SignInChunksPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.compilation.tap('SignInChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('SignInChunksPlugin', (data) => {
        const root = compilation.namedChunkGroups.get('sign-in');
        const files = new Set<string>();
        const seen = new Set<webpack.ChunkGroup>();
        const from = (group: webpack.ChunkGroup, type: string) => group.origins.some((o) => o.module?.type === type);
        const visit = (group: webpack.ChunkGroup) => {
          if (seen.has(group) || from(group, 'consume-shared-module') || ON_DEMAND_CHUNK.test(group.name ?? '')) return;
          seen.add(group);
          for (const chunk of group.chunks) for (const file of chunk.files) if (HASHED_CHUNK.test(file)) files.add(file);
          for (const child of group.getChildren()) visit(child);
        };
        if (root) visit(root);
        // Those the login screen already loaded are skipped by the page.
        for (const group of compilation.chunkGroups) if (from(group, 'provide-module')) visit(group);
        const publicPath = String(compilation.outputOptions.publicPath ?? '/');
        const json = JSON.stringify([...files].sort().map((file) => publicPath + file)).replace(/</g, '\\u003c');
        data.bodyTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('script', { type: 'application/json', id: 'sign-in-chunks' }, json),
        );
        return data;
      });
    });
  }
}

/**
 * Writes the host's icons to the root of its output under their own names: browsers and other tools ask for
 * /favicon.ico whether or not the page links an icon, and a 404 there is noise in every log.
 */
class FaviconPlugin {
  constructor(private readonly folder: string) {}
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('FaviconPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'FaviconPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          for (const name of ['favicon.ico', 'favicon.svg']) {
            const file = path.join(this.folder, name);
            compilation.fileDependencies.add(file);
            compilation.emitAsset(name, new webpack.sources.RawSource(fs.readFileSync(file)));
          }
        },
      );
    });
  }
}

/** Where the host's service worker is built from, and the name it is served under (the static server never caches it). */
export const SERVICE_WORKER = { src: './src/offline/service-worker.ts', file: 'sw.js' } as const;

/**
 * The host's service worker with the host's whole build in its precache. index.html asks for its entry as
 * `main.js?<build hash>` (HtmlWebpackPlugin's `hash`): the precache keeps that address, so a page of another build
 * never gets this build's entry.
 */
function serviceWorkerPlugin() {
  return new InjectManifest({
    swSrc: SERVICE_WORKER.src,
    swDest: SERVICE_WORKER.file,
    exclude: [/\.map$/, /\.(gz|br)$/, /\.LICENSE\.txt$/, /^online-only\.json$/, /^login-critical\.json$/],
    // Content-hashed names need no revision: the browser's cache may answer them.
    dontCacheBustURLsMatching: HASHED_CHUNK,
    maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
    manifestTransforms: [
      (entries, compilation) => {
        const build = compilation as webpack.Compilation | undefined;
        const hash = build?.hash;
        const onlineOnly = build ? onlineOnlyFiles(build) : new Set<string>();
        const manifest = entries
          .filter((entry) => !onlineOnly.has(entry.url.replace(/^\//, '')))
          .map((entry) => {
            const file = entry.url.replace(/^\//, '');
            // Kept only if the bytes match the build, as the page checks them (chunk-integrity.ts).
            const integrity = build && /\.(js|css)$/.test(file) ? assetIntegrity(build, file) : undefined;
            const kept = integrity ? { ...entry, integrity } : entry;
            return hash && file === 'main.js' ? { ...kept, url: `${entry.url}?${hash}`, revision: null } : kept;
          });
        return { manifest, warnings: [] };
      },
    ],
  });
}

export interface PresetOptions {
  mode?: 'production' | 'development';
  /** Override the output folder (releases build into their own immutable folder). */
  outDir?: string;
  /** Override the version of @screening/shared this build declares it needs (used by compatibility tests). */
  sharedVersion?: string;
  /** Release the current source under another version than package.json's. */
  version?: string;
}

/** A catalogue imported with `?<section>` (a translations/<language>.json): that section alone, bundled where imported. */
function catalogueSection(section: string): webpack.RuleSetRule {
  return {
    test: /\.json$/i,
    resourceQuery: new RegExp(`^\\?${section}$`),
    type: 'json',
    parser: { parse: (text: string) => ({ [section]: (JSON.parse(text) as Record<string, object>)[section] ?? {} }) },
  };
}

export function outputDir(app: AppInfo): string {
  return app.kind === 'host' ? path.join(app.dir, 'dist') : path.join(app.dir, 'dist', app.version);
}

export function createConfig(appDir: string, options: PresetOptions = {}): webpack.Configuration {
  const read = readApp(appDir);
  const app = options.version ? { ...read, version: options.version } : read;
  const mode = options.mode ?? 'production';
  const prod = mode === 'production';
  const sharedPkg = JSON.parse(fs.readFileSync(path.join(repoRoot, 'shared', 'package.json'), 'utf8'));
  const sharedVersion = options.sharedVersion ?? (sharedPkg.version as string);
  const outDir = options.outDir ?? outputDir(app);
  const isHost = app.kind === 'host';

  const federation = new ModuleFederationPlugin({
    name: app.federationName,
    ...(isHost
      ? { remotes: {} }
      : {
          filename: 'remoteEntry.js',
          exposes: {
            './routes': './src/routes.tsx',
            './build': path.join(path.dirname(fileURLToPathSafe(import.meta.url)), 'build-info.ts'),
          },
        }),
    shared: sharedConfig(app, sharedVersion),
    // version-first would fetch every remote at start-up: one remote down would break all.
    shareStrategy: 'loaded-first',
    dts: false,
    manifest: false,
    // One federation runtime per page: the host provides it, remotes use it instead of shipping their own copy. Its
    // manifest snapshots (remotes load by remoteEntry.js here) and its Node code are left out: 3 KiB less to sign in.
    experiments: isHost
      ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } }
      : { externalRuntime: true },
  });

  return {
    name: app.federationName,
    mode,
    context: app.dir,
    target: 'web',
    entry: isHost ? { main: './src/index.ts' } : {},
    // Maps are written beside each build for support, without the sourceMappingURL comment that would point
    // browsers at them (the static server refuses *.map too).
    devtool: prod ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    output: {
      path: outDir,
      publicPath: isHost ? '/' : 'auto',
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      uniqueName: app.federationName,
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
      conditionNames: ['browser', 'import', 'module', 'require', 'default'],
      // react-i18next's shim for Reacts before 18: React's own hook instead (see the file).
      alias: {
        'use-sync-external-store/shim$': path.join(repoRoot, 'shared/src/i18n/use-sync-external-store-shim.ts'),
        // The router's names the suite uses, shared as react-router-dom, not react-router whole (see the file).
        'react-router-dom$': SHARED_ROUTER,
      },
    },
    resolveLoader: { modules: [path.join(path.dirname(require.resolve('ts-loader/package.json')), '..'), 'node_modules'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('ts-loader'),
            options: {
              transpileOnly: true,
              configFile: path.join(repoRoot, 'tsconfig.base.json'),
              compilerOptions: { noEmit: false, module: 'esnext', sourceMap: true },
            },
          },
        },
        {
          // TypeBox lists `require` before `import` in its exports, so webpack would take its CommonJS build, whole
          // (35 KiB gzip). The domain's schemas (the route contract that `call` reads, the site files' checks, both
          // loaded before the login screen) take its ES build, of which only the parts used are kept.
          test: /[\\/]domain[\\/]src[\\/]/,
          resolve: { conditionNames: ['browser', 'import', 'module', 'default'] },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, require.resolve('css-loader')],
        },
        { test: /\.(png|jpe?g|gif|webp)$/i, type: 'asset/resource' },
        { test: /\.svg$/i, type: 'asset', parser: { dataUrlCondition: { maxSize: 4096 } } },
        // A catalogue imported with `?login` keeps only its "login" section: the texts the login screen shows are
        // bundled with it, the whole catalogue is a chunk of its own, fetched once the login screen is up. So does
        // `?first` with the "first" section of an area: the texts of the screen its tile opens, the rest fetched
        // when another of its pages opens.
        ...CATALOGUE_SECTIONS.map(catalogueSection),
        // Fonts (the Tamil font, declared by the shell with its unicode-range): files of their own, fetched by the page.
        { test: /\.woff2$/i, type: 'asset/resource' },
      ],
    },
    optimization: {
      minimize: prod,
      // Modules that several lazy chunks need (a remote's worklist pages, preloaded together) go to a chunk of their
      // own from 5 KB on, not copied into each (webpack's default waits for 20 KB).
      splitChunks: { minSize: 5000 },
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    // No persistent cache: with Module Federation's shared modules a warm filesystem cache has produced bundles
    // whose shared imports lacked exports (a host without createHashRouter) after a change in @screening/shared.
    // What is shipped is built from its sources alone.
    cache: false,
    plugins: [
      federation,
      new OnlineOnlyListPlugin(),
      // Every chunk's script and stylesheet carries the hash of its bytes, from the runtime that loads it.
      ...(prod ? [new ChunkIntegrityPlugin()] : []),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' }),
      new webpack.DefinePlugin({
        __APP_NAME__: JSON.stringify(app.federationName),
        __APP_VERSION__: JSON.stringify(app.version),
        __SHARED_VERSION__: JSON.stringify(sharedVersion),
      }),
      ...(isHost
        ? [
            new HtmlWebpackPlugin({ template: './src/index.html', hash: true, scriptLoading: 'defer' }),
            new SignInChunksPlugin(),
            new FaviconPlugin(path.join(app.dir, 'src', 'favicon')),
            // The app opens offline in production builds only: a development server's files change under one name.
            ...(prod ? [serviceWorkerPlugin()] : []),
            // The boot awaits the site files' check (host/src/site/site-files.ts) before the login screen shows.
            ...(prod ? [new LoginBudgetPlugin({ awaitedAtBoot: ['site-check'] })] : []),
          ]
        : []),
      // Each file over 1 KiB that compresses is written beside itself as gzip and as Brotli (13 % smaller for
      // scripts), so neither the static server nor nginx compresses on the fly; a browser gets the best it takes.
      ...(prod
        ? [
            new CompressionPlugin({ test: COMPRESSED, ...COMPRESSION }),
            new CompressionPlugin({
              test: COMPRESSED,
              ...COMPRESSION,
              filename: '[path][base].br',
              algorithm: brotli,
            }),
          ]
        : []),
    ],
    stats: 'errors-warnings',
  };
}

function fileURLToPathSafe(url: string): string {
  return new URL(url).pathname;
}
