/** `pnpm release <remote>`, `pnpm release bundle` and `pnpm site pin|list` for hospital IT. */
import path from 'node:path';
import { sharedRequiredRange } from '../workspace.js';
import { listSite, pin, release, ReleaseError, unpin } from './release.js';

function take(args: string[], name: string): string | undefined {
  const i = args.indexOf(name);
  if (i < 0) return undefined;
  const [, value] = args.splice(i, 2);
  if (!value) throw new ReleaseError(`${name} needs a value`);
  return value;
}

export async function releaseCommand(command: 'release' | 'site', argv: string[]): Promise<number> {
  const args = [...argv];
  try {
    if (command === 'release' && args[0] === 'bundle') {
      const site = take(args, '--site');
      const out = take(args, '--out');
      const commit = take(args, '--commit');
      const builtAt = take(args, '--built-at');
      if (!site || !out || args.length > 1)
        throw new ReleaseError('Usage: release bundle --site <site> --out DIR [--commit SHA] [--built-at TIME]');
      const { bundle } = await import('./bundle.js');
      const made = await bundle({ site, outDir: out, commit, builtAt });
      const remotes = Object.entries(made.manifest.remotes).map(([r, { version }]) => `${r} ${version}`);
      const shown = path.relative(process.cwd(), made.file);
      console.log(`Wrote ${shown.startsWith('..') ? made.file : shown} (${made.files} files)`);
      console.log(`  server ${made.manifest.server}, host ${made.manifest.host}, ${remotes.join(', ')}`);
      console.log(`  sha256 ${made.sha256} (also in ${path.basename(made.checksumFile)})`);
      return 0;
    }
    if (command === 'release') {
      const version = take(args, '--version');
      const sharedVersion = take(args, '--shared-version');
      const [remote] = args;
      if (!remote) throw new ReleaseError('Usage: release <remote> [--version X.Y.Z]');
      const r = await release(remote, { version, sharedVersion });
      console.log(`Released ${r.remote} ${r.version} (needs @screening/shared ${sharedRequiredRange(r.sharedVersion)})`);
      console.log(`  ${r.integrity}`);
      console.log(`  paths: ${r.paths.join(' ')}`);
      return 0;
    }
    const [sub, site, spec] = args;
    if (sub === 'pin' && site && spec) {
      const base = take(args, '--base');
      const result = pin(site, spec, { base });
      const was = result.previous ? ` (was ${result.previous.version})` : '';
      console.log(`Site ${site}: ${result.remote} pinned to ${result.pinned.version}${was}`);
      console.log(`  ${result.pinned.entry}`);
      console.log(`  ${result.pinned.integrity}`);
      console.log('  Takes effect when the host page is reloaded; nothing is rebuilt.');
      if (result.incompatible) console.error(`Warning: ${result.incompatible}`);
      return 0;
    }
    if (sub === 'unpin' && site && spec) {
      const result = unpin(site, spec);
      console.log(`Site ${site}: ${result.remote} unpinned (was ${result.previous.version})`);
      console.log('  Takes effect when the host page is reloaded; nothing is rebuilt.');
      return 0;
    }
    if (sub === 'list' && site) {
      const rows = listSite(site);
      if (rows.length === 0) {
        console.log(`Site ${site} pins no remotes yet (pnpm site pin ${site} <remote>@<version>).`);
        return 0;
      }
      console.log(`Site ${site}`);
      console.log(
        `${'remote'.padEnd(10)} ${'version'.padEnd(10)} ${'paths'.padStart(5)}  ${'release files'.padEnd(20)} ${'shell'.padEnd(8)} entry`,
      );
      for (const r of rows)
        console.log(
          `${r.remote.padEnd(10)} ${r.version.padEnd(10)} ${String(r.paths).padStart(5)}  ${r.verified.padEnd(20)} ${r.shell.padEnd(8)} ${r.entry}`,
        );
      return rows.some((r) => r.verified === 'modified' || r.shell === 'refuses') ? 1 : 0;
    }
    throw new ReleaseError(
      'Usage: site pin <site> <remote>@<version> [--base URL] | site unpin <site> <remote> | site list <site>',
    );
  } catch (error) {
    if (error instanceof ReleaseError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
