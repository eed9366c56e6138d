/**
 * Runtime configuration from the site's `config.json` beside the host's index.html (no rebuild to change it). The
 * host reads and checks the file before anything calls the API (host/src/site/site-files.ts), so no address is
 * assumed here: a site without a valid file shows what is wrong instead of calling some default server.
 */
import type { RuntimeConfig } from '../types';

const OPTIONAL_DEFAULTS = { tenantFallback: 'Cancer Institute' } as const;

let current: RuntimeConfig = { apiBase: '', gatewayBase: '', ...OPTIONAL_DEFAULTS };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: RuntimeConfig): RuntimeConfig {
  current = { ...OPTIONAL_DEFAULTS, ...config };
  return current;
}

/**
 * Fetches `config.json` without checking it against its schema; a missing or unreadable file is refused (it no
 * longer falls back to a local API).
 * @deprecated The host reads and checks the site's files itself (kept: shared drops an export only in a major version).
 */
export async function loadRuntimeConfig(url = 'config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return setRuntimeConfig((await response.json()) as RuntimeConfig);
}
