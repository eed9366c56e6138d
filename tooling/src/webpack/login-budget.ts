/**
 * The login screen's critical path, checked at build time (docs/performance.md): the bytes a first visit must have
 * before the login screen shows — the entry, the chunks of the boot's async boundary (`import('./bootstrap')`), the
 * shared modules they consume as the host provides them (and those these consume in turn), and the chunks the boot
 * awaits before its first render — as served (gzip where the build writes a .gz). Over the budget, the build fails.
 * What was counted is written beside the build (login-critical.json).
 */
import zlib from 'node:zlib';
import webpack from 'webpack';

/** The budget of docs/architecture.md §5, in KiB as served. */
export const LOGIN_BUDGET_KIB = 150;
export const LOGIN_CRITICAL_LIST = 'login-critical.json';

/** What the build compresses (preset.ts): files from 1 KiB on that shrink by at least 10 %; the rest are served raw. */
export const COMPRESSION = { threshold: 1024, minRatio: 0.9 } as const;

/** A file's bytes as served in gzip -9, or raw where the build writes no compressed copy of it. */
export function servedBytes(content: Buffer): number {
  if (content.length < COMPRESSION.threshold) return content.length;
  const gzip = zlib.gzipSync(content, { level: 9 }).length;
  return gzip / content.length < COMPRESSION.minRatio ? gzip : content.length;
}

export interface LoginBudgetOptions {
  budgetKiB?: number;
  /** webpackChunkName of the dynamic imports the boot awaits before it renders (the site files' check). */
  awaitedAtBoot?: readonly string[];
}

interface ShareModule extends webpack.Module {
  options?: { shareKey?: string };
  _name?: string;
}

/** The JS and CSS files a first visit needs before the login screen shows, in the order they were found. */
export function loginCriticalFiles(compilation: webpack.Compilation, awaitedAtBoot: readonly string[]): string[] {
  const entry = compilation.entrypoints.get('main');
  if (!entry) return [];
  // The chunks a shared module is loaded from when the host provides it (what every page loads first).
  const provided = new Map<string, webpack.ChunkGroup[]>();
  for (const group of compilation.chunkGroups) {
    for (const origin of group.origins) {
      const module = origin.module as ShareModule | null;
      if (module?.type !== 'provide-module' || !module._name) continue;
      provided.set(module._name, [...(provided.get(module._name) ?? []), group]);
    }
  }
  const files: string[] = [];
  const seen = new Set<webpack.ChunkGroup>();
  const visit = (group: webpack.ChunkGroup | undefined) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !files.includes(file)) files.push(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        const shareKey = module.type === 'consume-shared-module' ? (module as ShareModule).options?.shareKey : undefined;
        if (shareKey) for (const from of provided.get(shareKey) ?? []) visit(from);
      }
    }
  };
  visit(entry);
  // The boot's async boundary: every page runs it before anything shows. The entry's other children are the shared
  // modules it provides, loaded only when consumed.
  for (const child of entry.getChildren()) if (!child.origins.some((o) => o.module?.type === 'provide-module')) visit(child);
  for (const name of awaitedAtBoot) visit(compilation.namedChunkGroups.get(name));
  return files;
}

export class LoginBudgetPlugin {
  private readonly budgetKiB: number;
  private readonly awaitedAtBoot: readonly string[];

  constructor({ budgetKiB = LOGIN_BUDGET_KIB, awaitedAtBoot = [] }: LoginBudgetOptions = {}) {
    this.budgetKiB = budgetKiB;
    this.awaitedAtBoot = awaitedAtBoot;
  }

  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap('LoginBudgetPlugin', (compilation) => {
      // After minification and the integrity hashes: the bytes as they will be served.
      compilation.hooks.processAssets.tap(
        { name: 'LoginBudgetPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ANALYSE },
        () => {
          const counted = loginCriticalFiles(compilation, this.awaitedAtBoot).map((file) => ({
            file,
            bytes: servedBytes(Buffer.from(compilation.getAsset(file)!.source.buffer())),
          }));
          const total = counted.reduce((sum, { bytes }) => sum + bytes, 0);
          const kib = (total / 1024).toFixed(1);
          compilation.emitAsset(
            LOGIN_CRITICAL_LIST,
            new webpack.sources.RawSource(
              JSON.stringify({ budgetKiB: this.budgetKiB, totalBytes: total, files: counted }, null, 1),
            ),
          );
          if (total > this.budgetKiB * 1024) {
            const largest = [...counted].sort((a, b) => b.bytes - a.bytes).slice(0, 5);
            compilation.errors.push(
              new webpack.WebpackError(
                `The login screen's critical path is ${kib} KiB as served, over its budget of ${this.budgetKiB} KiB ` +
                  `(docs/performance.md). Largest: ${largest.map(({ file, bytes }) => `${file} ${(bytes / 1024).toFixed(1)} KiB`).join(', ')}.`,
              ),
            );
          }
        },
      );
    });
  }
}
