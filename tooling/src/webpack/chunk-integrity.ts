/**
 * Subresource integrity for every script and stylesheet a build loads, so that the one hash a page trusts first (the
 * host's index.html from its own server, a remote's entry by the sha384 its site pins) covers every file after it.
 *
 * Each runtime chunk (the host's main.js, a remote's remoteEntry.js) carries the sha384 of every other chunk's
 * script and stylesheet of its build, and webpack's script loader and mini-css-extract-plugin's stylesheet loader
 * set it as `integrity` on the element they add (and on their preload links): the browser runs nothing whose bytes
 * differ. index.html's own tags carry the hashes of the files they name.
 *
 * Written here rather than with webpack-subresource-integrity 5.1.0: with Module Federation it fails the build
 * ("contains unresolved integrity placeholders": federation's shared-module chunks hang from no chunk group of the
 * runtime), it keeps one hash per chunk where a chunk has a script and a stylesheet, and it gives none to the
 * stylesheets mini-css-extract-plugin adds at run time.
 *
 * The hashes are those of the files as served, so they are written after webpack's real content hashing, into
 * placeholders of the same length (the source maps, made before, stay exact).
 */
import crypto from 'node:crypto';
import webpack from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';

const NAME = 'ChunkIntegrityPlugin';
/** Where the hashes live in a build's runtime: `{ j: {chunkId: digest}, c: {chunkId: digest} }` (scripts, styles). */
const HASHES = `${webpack.RuntimeGlobals.require}.sri`;
const DIGEST_LENGTH = 64; // base64 of 48 bytes
const CSS_TYPE = 'css/mini-extract';

/** Whether a runtime file (a remote's entry) carries its chunks' hashes, as every build since this plugin does. */
export function carriesChunkHashes(runtime: string): boolean {
  return /\.sri\s*=\s*\{/.test(runtime);
}

export function sha384Digest(bytes: Buffer | string): string {
  return crypto.createHash('sha384').update(bytes).digest('base64');
}

/** The `integrity` of one emitted file of a compilation. */
export function assetIntegrity(compilation: webpack.Compilation, file: string): string {
  return `sha384-${sha384Digest(compilation.getAsset(file)!.source.buffer())}`;
}

type Kind = 'j' | 'c';
const EXTENSION: Record<Kind, RegExp> = { j: /\.js$/, c: /\.css$/ };

/** A placeholder as long as a digest, unique in the build, made of characters no minifier rewrites. */
const placeholder = (index: number) => `chunk-sri-${index}-`.padEnd(DIGEST_LENGTH, '-');
const PLACEHOLDER = /chunk-sri-\d+-+/g;
const FILE_PLACEHOLDER = (file: string) => `chunk-sri-of:${file}:`;
const FILE_PLACEHOLDERS = /chunk-sri-of:([^:"]+):/g;

class ChunkIntegrityRuntimeModule extends webpack.RuntimeModule {
  constructor(private readonly slots: (chunk: webpack.Chunk, kind: Kind) => string) {
    super('chunk integrity', webpack.RuntimeModule.STAGE_BASIC);
  }

  generate(): string {
    const compilation = this.compilation!;
    const chunkGraph = this.chunkGraph!;
    const maps: Record<Kind, Record<string, string>> = { j: {}, c: {} };
    for (const chunk of compilation.chunks) {
      if (chunk.hasRuntime() || chunk.id === null) continue;
      if (webpack.javascript.JavascriptModulesPlugin.chunkHasJs(chunk, chunkGraph)) {
        maps.j[chunk.id] = this.slots(chunk, 'j');
      }
      if (chunkGraph.getChunkModulesIterableBySourceType(chunk, CSS_TYPE)) maps.c[chunk.id] = this.slots(chunk, 'c');
    }
    return `${HASHES} = ${JSON.stringify(maps)};`;
  }
}

export class ChunkIntegrityPlugin {
  apply(compiler: webpack.Compiler) {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      /** Placeholder → the chunk file whose hash replaces it. */
      const slots = new Map<string, { chunk: webpack.Chunk; kind: Kind }>();
      const byChunk = new Map<string, string>();
      const slotOf = (chunk: webpack.Chunk, kind: Kind) => {
        const key = `${kind}:${chunk.id}`;
        let slot = byChunk.get(key);
        if (!slot) {
          slot = placeholder(byChunk.size);
          byChunk.set(key, slot);
          slots.set(slot, { chunk, kind });
        }
        return slot;
      };

      compilation.hooks.additionalTreeRuntimeRequirements.tap(NAME, (chunk) => {
        compilation.addRuntimeModule(chunk, new ChunkIntegrityRuntimeModule(slotOf));
      });
      webpack.runtime.LoadScriptRuntimeModule.getCompilationHooks(compilation).createScript.tap(NAME, (source) =>
        webpack.Template.asString([
          source,
          // Chunks only: anything else loaded this way (none in this suite) carries its own integrity.
          `if (chunkId !== undefined) script.integrity = "sha384-" + ${HASHES}.j[chunkId];`,
        ]),
      );
      // A preload carries the same integrity as the load it prepares, or the browser cannot use what it fetched.
      webpack.web.JsonpChunkLoadingRuntimeModule.getCompilationHooks(compilation).linkPreload.tap(NAME, (source) =>
        webpack.Template.asString([source, `link.integrity = "sha384-" + ${HASHES}.j[chunkId];`]),
      );
      const css = MiniCssExtractPlugin.getCompilationHooks(compilation);
      css.beforeTagInsert.tap(NAME, (source, varNames) =>
        webpack.Template.asString([source, `${varNames.tag}.integrity = "sha384-" + ${HASHES}.c[${varNames.chunkId}];`]),
      );
      css.linkPreload.tap(NAME, (source) =>
        webpack.Template.asString([source, `link.integrity = "sha384-" + ${HASHES}.c[chunkId];`]),
      );

      // index.html names the host's first files: each tag gets a placeholder, filled in once the file is final.
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap({ name: NAME, stage: 100 }, (data) => {
        const publicPath = String(compilation.outputOptions.publicPath ?? '');
        for (const tag of [...data.headTags, ...data.bodyTags]) {
          const url =
            tag.tagName === 'script' ? tag.attributes.src : tag.attributes.rel === 'stylesheet' ? tag.attributes.href : null;
          if (typeof url !== 'string') continue;
          const file = url.replace(/\?.*$/, '').slice(url.startsWith(publicPath) ? publicPath.length : 0);
          if (/\.(js|css)$/.test(file)) tag.attributes.integrity = FILE_PLACEHOLDER(file);
        }
        return data;
      });

      compilation.hooks.processAssets.tap(
        // After webpack's real content hashing (the files' final bytes), before compression and the service worker's list.
        { name: NAME, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 },
        () => {
          const digests = new Map<string, string>();
          const unpinned: string[] = [];
          for (const [slot, { chunk, kind }] of slots) {
            const files = [...chunk.files].filter((file) => EXTENSION[kind].test(file));
            if (files.length !== 1) {
              unpinned.push(`chunk ${chunk.id} has ${files.length} ${kind === 'j' ? 'scripts' : 'stylesheets'}`);
              continue;
            }
            digests.set(slot, sha384Digest(compilation.getAsset(files[0])!.source.buffer()));
          }
          // Every script and stylesheet of the build is covered, or the build fails.
          const covered = new Set(
            [...slots.values()].flatMap(({ chunk, kind }) => [...chunk.files].filter((f) => EXTENSION[kind].test(f))),
          );
          for (const chunk of compilation.chunks) {
            if (chunk.hasRuntime()) continue;
            for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !covered.has(file)) unpinned.push(file);
          }
          const runtimeFiles = [...compilation.chunks]
            .filter((c) => c.hasRuntime())
            .flatMap((c) => [...c.files].filter((f) => f.endsWith('.js')));
          for (const file of runtimeFiles) {
            replaceAll(compilation, file, PLACEHOLDER, (slot) => {
              const digest = digests.get(slot);
              if (!digest) unpinned.push(`${file} names ${slot}`);
              return digest ?? slot;
            });
          }
          for (const file of Object.keys(compilation.assets).filter((f) => f.endsWith('.html'))) {
            replaceAll(compilation, file, FILE_PLACEHOLDERS, (_, named) => assetIntegrity(compilation, named));
          }
          if (unpinned.length) {
            compilation.errors.push(new webpack.WebpackError(`${NAME}: files without integrity: ${unpinned.join('; ')}`));
          }
        },
      );
    });
  }
}

function replaceAll(
  compilation: webpack.Compilation,
  file: string,
  pattern: RegExp,
  value: (match: string, group: string) => string,
) {
  const asset = compilation.getAsset(file)!;
  const text = asset.source.source().toString();
  const replaced = new webpack.sources.ReplaceSource(asset.source, file);
  let changed = false;
  for (const match of text.matchAll(pattern)) {
    replaced.replace(match.index, match.index + match[0].length - 1, value(match[0], match[1]));
    changed = true;
  }
  if (changed) compilation.updateAsset(file, replaced);
}
