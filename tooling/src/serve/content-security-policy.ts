/**
 * The host page's Content-Security-Policy: the page may load code only from the host itself and the remotes its
 * site pins, and talk only to those and its API. Built from the site's own files on every page answer, so a new
 * pin (another origin) needs no restart of the server.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isSiteFile, type SiteFileContent, type SiteFileName } from '@screening/domain/site';

/**
 * The site file, if the host would accept it: one that is missing, broken or fails its schema adds nothing to the
 * policy (it stays at 'self'), as the host refuses to start on it and shows IT what is wrong.
 */
function readSiteFile<F extends SiteFileName>(siteDir: string, file: F): Partial<SiteFileContent<F>> {
  try {
    const value: unknown = JSON.parse(fs.readFileSync(path.join(siteDir, file), 'utf8'));
    return isSiteFile(file, value) ? value : {};
  } catch {
    return {};
  }
}

/** scheme://host[:port] of an http(s) URL, else null; a relative URL is the host's own ('self'). */
function originOf(url: unknown): string | null {
  if (typeof url !== 'string' || !URL.canParse(url)) return null;
  const parsed = new URL(url);
  return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
}

const unique = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))];

export function hostContentSecurityPolicy(siteDir: string): string {
  const manifest = readSiteFile(siteDir, 'remotes.json');
  const config = readSiteFile(siteDir, 'config.json');
  const remotes = unique(Object.values(manifest.remotes ?? {}).map((remote) => originOf(remote.entry)));
  const api = unique([originOf(config.apiBase), originOf(config.gatewayBase)]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // Remote entries and their chunks: <script> tags the federation runtime adds (the entry with integrity).
    'script-src': ["'self'", ...remotes],
    // antd's CSS-in-JS writes <style> elements at run time; remotes bring their own CSS chunks.
    'style-src': ["'self'", "'unsafe-inline'", ...remotes],
    'img-src': ["'self'", 'data:'],
    'font-src': ["'self'"],
    // The API and the remotes may share an origin (one reverse proxy in front of both: docs/deploy.md).
    'connect-src': ["'self'", ...unique([...api, ...remotes])],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}
