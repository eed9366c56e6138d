/**
 * Reads the site's two files (`config.json`, `remotes.json`) and checks each against its schema in
 * `@screening/domain/site` before the app uses it. A file the server does not have, that is not JSON or that fails
 * its schema stops the start with a page for hospital IT (site-failure.page.tsx): never a default in its place.
 * A file that cannot be fetched at all (no network, and no copy kept by the service worker) is not a fault of the
 * site: the start fails as any load without a network does.
 */
import type { RemotesManifest, RuntimeConfig } from '@screening/shared';
import type { SiteFileName } from '@screening/domain/site';
import type { SiteProblem } from '@screening/domain/site/problems';

export type { SiteFileName, SiteProblem };

/** What the page's fetch gives back, as far as this reading needs it. */
export interface SiteFileReply {
  status: number;
  text(): Promise<string>;
}
/** Fetches a site file (the browser's fetch; the service worker answers its kept copy when there is no network). */
export type GetSiteFile = (url: string) => Promise<SiteFileReply>;

export type SiteFileFault =
  { kind: 'status'; status: number } | { kind: 'notJson' } | { kind: 'schema'; problems: SiteProblem[] };

export interface SiteFileFailure {
  file: SiteFileName;
  /** The address the file was asked at. */
  url: string;
  fault: SiteFileFault;
}

export interface SiteFiles {
  config: RuntimeConfig;
  manifest: RemotesManifest;
}

export type SiteFilesResult = { ok: true; files: SiteFiles } | { ok: false; failures: SiteFileFailure[] };

/** The browser's read: revalidated with the server, whose copy wins over any kept one while it answers. */
export const getSiteFile: GetSiteFile = (url) => fetch(url, { cache: 'no-cache' });

/** The file as text, or its fault; a fetch that throws (no network) is passed on. */
async function readFile(
  file: SiteFileName,
  get: GetSiteFile,
  base: string,
): Promise<SiteFileFailure | { file: SiteFileName; url: string; value: unknown }> {
  const url = new URL(file, base).href;
  const reply = await get(url);
  if (reply.status < 200 || reply.status > 299) return { file, url, fault: { kind: 'status', status: reply.status } };
  const text = await reply.text();
  try {
    return { file, url, value: JSON.parse(text) as unknown };
  } catch {
    return { file, url, fault: { kind: 'notJson' } };
  }
}

/**
 * Both files, read and checked; every failure of either is reported, so IT sees at once all there is to mend. The
 * check (the schemas compiled to plain code, @screening/domain/site/check) is a chunk of its own, fetched alongside
 * the files; the walk that lists a file's problems, with TypeBox and the schemas, is fetched only for a file that
 * fails.
 */
export async function readSiteFiles(get: GetSiteFile = getSiteFile, base = document.baseURI): Promise<SiteFilesResult> {
  const [schemas, config, manifest] = await Promise.all([
    import(/* webpackChunkName: "site-check" */ '@screening/domain/site/check'),
    readFile('config.json', get, base),
    readFile('remotes.json', get, base),
  ]);
  if ('value' in config && 'value' in manifest) {
    if (schemas.isSiteFile('config.json', config.value) && schemas.isSiteFile('remotes.json', manifest.value)) {
      return { ok: true, files: { config: config.value, manifest: manifest.value } };
    }
  }
  const failures: SiteFileFailure[] = [];
  for (const read of [config, manifest]) {
    if ('fault' in read) failures.push(read);
    else if (!schemas.isSiteFile(read.file, read.value)) {
      const { siteFileProblems } = await import(/* webpackChunkName: "site-problems" */ '@screening/domain/site/problems');
      failures.push({
        file: read.file,
        url: read.url,
        fault: { kind: 'schema', problems: siteFileProblems(read.file, read.value) },
      });
    }
  }
  return { ok: false, failures };
}
