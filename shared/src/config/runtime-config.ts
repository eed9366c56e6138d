/** Runtime configuration read from `config.json` beside the host's index.html (no rebuild to change it). */
import type { RuntimeConfig } from '../types';

const DEFAULTS: RuntimeConfig = {
  apiBase: 'http://localhost:8015/api',
  gatewayBase: 'http://localhost:8015/token',
  tenantFallback: 'Cancer Institute',
};

let current: RuntimeConfig = { ...DEFAULTS };

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

export function setRuntimeConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = { ...DEFAULTS, ...config };
  return current;
}

/** Fetches `config.json`; a missing or unreadable file keeps the defaults rather than blocking sign-in. */
export async function loadRuntimeConfig(url = 'config.json'): Promise<RuntimeConfig> {
  try {
    const response = await fetch(url, { cache: 'no-cache' });
    if (!response.ok) return setRuntimeConfig({});
    return setRuntimeConfig((await response.json()) as Partial<RuntimeConfig>);
  } catch {
    return setRuntimeConfig({});
  }
}
