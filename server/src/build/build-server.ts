/**
 * `pnpm --filter @screening/server build`: compiles the API server to JavaScript in server/dist, so that production
 * runs `node server/dist/main.js` without a TypeScript loader (tsx stays for development, tests and `pnpm start`).
 *
 * Why one esbuild bundle rather than tsc or tsup: @screening/domain exports its TypeScript sources, written with
 * extensionless relative imports as the browser bundles resolve them. Node cannot load those, so the domain has to be
 * compiled into the server, not beside it. tsc would emit those imports unchanged and need project references plus a
 * build of the domain; tsup is a configuration layer over this same esbuild call. esbuild is already what tsx runs on,
 * and bundles both packages in well under a second. Every npm dependency stays external: it is loaded from
 * server/node_modules exactly as in development (PGlite finds its WebAssembly files in its own package).
 *
 * What the server reads from its own folder at run time is copied beside the bundle: the SQL migrations, which
 * db/open.ts finds at `./migrations` next to the module that asks (src/db/ under tsx, dist/ here). The release
 * number is imported from package.json (ops/ops-status.ts), so it is compiled in.
 *
 * The operators' commands are compiled beside it (`dist/admin-cli.js`, `dist/db-cli.js`, each a bundle of its own in
 * the same folder, so each finds the same migrations): a release tarball holds no sources, and its first
 * administrator, backups and restores must still be possible with a plain `node`.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

export const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const DIST_DIR = path.join(SERVER_DIR, 'dist');
export const DIST_MAIN = path.join(DIST_DIR, 'main.js');

/** The compiled files, by name in dist/ (`main` is the API; the others are `pnpm admin` and `pnpm db`). */
const ENTRIES = {
  main: path.join(SERVER_DIR, 'src', 'main.ts'),
  'admin-cli': path.join(SERVER_DIR, 'src', 'admin', 'admin-cli.ts'),
  'db-cli': path.join(SERVER_DIR, 'src', 'ops', 'db-cli.ts'),
};

/** The workspace package compiled into the bundle; every other bare import is left to Node at run time. */
const BUNDLED_PACKAGE = '@screening/domain';

const externalPackages: Plugin = {
  name: 'external-packages',
  setup(builder) {
    // Bare specifiers only (not './x', '../x' or absolute paths); node: built-ins are bare too and stay external.
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path === BUNDLED_PACKAGE || args.path.startsWith(`${BUNDLED_PACKAGE}/`)
        ? undefined
        : { path: args.path, external: true },
    );
  },
};

/** Builds server/dist (or `outDir`) from scratch (an old bundle or migration must not outlive its source). */
export async function buildServer(outDir = DIST_DIR): Promise<void> {
  rmSync(outDir, { recursive: true, force: true });
  await build({
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // package.json `engines`: Node 20.9 or later.
    target: 'node20.9',
    plugins: [externalPackages],
    // Written beside the bundle for support: `node --enable-source-maps` then reports stack traces in src/ lines.
    sourcemap: true,
    logLevel: 'warning',
  });
  cpSync(path.join(SERVER_DIR, 'src', 'db', 'migrations'), path.join(outDir, 'migrations'), { recursive: true });
}

/**
 * One Node script compiled whole, its packages included, into one ES module with the server's target: a release
 * bundle's `deploy.mjs` (tooling/src/deploy/bundle-deploy.ts), run where there is no checkout. Here, so that the
 * workspace's one esbuild serves both.
 */
export async function compileScript(entry: string): Promise<Buffer> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.9',
    write: false,
    logLevel: 'warning',
  });
  return Buffer.from(result.outputFiles[0].contents);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(
    `Built ${path.relative(process.cwd(), DIST_MAIN) || DIST_MAIN} in ${Date.now() - started} ms; run it with: node ${path.relative(process.cwd(), DIST_MAIN)}`,
  );
}
