/* eslint-disable */
// @ts-nocheck
// Written by `pnpm codegen` (tooling/src/codegen/site-check.ts) from the schemas of ./index.ts; never by hand.
import type { SiteFileContent, SiteFileName } from './index';

const checks = {
  'config.json': (() => {
    const local_0 = /^(https?:\/\/|\/)\S*$/;
    const local_1 = /^(https?:\/\/|\/)\S*$/;
    return function check(value) {
      return (
        (typeof value === 'object' && value !== null && !Array.isArray(value)) &&
        (typeof value['apiBase'] === 'string') &&
        local_0.test(value['apiBase']) &&
        (typeof value['gatewayBase'] === 'string') &&
        local_1.test(value['gatewayBase']) &&
        (value['tenantFallback'] !== undefined ? ((typeof value['tenantFallback'] === 'string')) : true) &&
        (value['idempotencyKeys'] !== undefined ? ((typeof value['idempotencyKeys'] === 'boolean')) : true) &&
        Object.getOwnPropertyNames(value).every(key => ['apiBase', 'gatewayBase', 'tenantFallback', 'idempotencyKeys'].includes(key))
      )
    }
  })(),
  'remotes.json': (() => {
    const local_0 = /^[A-Za-z0-9_-]+$/;
    const local_1 = /^(.*)$/
    const local_2 = /^(https?:\/\/|\/)\S*$/;
    const local_3 = /^sha384-\S+$/;
    return function check(value) {
      return (
        (typeof value === 'object' && value !== null && !Array.isArray(value)) &&
        (typeof value['site'] === 'string') &&
        local_0.test(value['site']) &&
        (typeof value['remotes'] === 'object' && value['remotes'] !== null && !Array.isArray(value['remotes']) && !(value['remotes'] instanceof Date) && !(value['remotes'] instanceof Uint8Array)) &&
        (Object.entries(value['remotes']).every(([key, value]) => (local_1.test(key) ? ((typeof value === 'object' && value !== null && !Array.isArray(value)) && (typeof value['version'] === 'string') && value['version'].length >= 1 && (typeof value['entry'] === 'string') && local_2.test(value['entry']) && (typeof value['integrity'] === 'string') && local_3.test(value['integrity']) && Array.isArray(value['paths']) && ((array) => { for(const value of array) if(!(((typeof value === 'string')))) { return false }; return true; })(value['paths']) && (value['sharedVersion'] !== undefined ? ((typeof value['sharedVersion'] === 'string')) : true) && (value['releasedAt'] !== undefined ? ((typeof value['releasedAt'] === 'string')) : true)) : true)))
      )
    }
  })(),
};

/** Whether a parsed file is a valid site file of that name: what `isSiteFile` of ./index.ts answers. */
export function isSiteFile<F extends SiteFileName>(file: F, value: unknown): value is SiteFileContent<F> {
  return checks[file](value);
}
