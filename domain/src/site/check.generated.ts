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
    const local_4 = /^(.*)$/
    return function check(value) {
      return (
        (typeof value === 'object' && value !== null && !Array.isArray(value)) &&
        (typeof value['site'] === 'string') &&
        local_0.test(value['site']) &&
        (typeof value['remotes'] === 'object' && value['remotes'] !== null && !Array.isArray(value['remotes']) && !(value['remotes'] instanceof Date) && !(value['remotes'] instanceof Uint8Array)) &&
        (Object.entries(value['remotes']).every(([key, value]) => (local_1.test(key) ? ((typeof value === 'object' && value !== null && !Array.isArray(value)) && (typeof value['version'] === 'string') && value['version'].length >= 1 && (typeof value['entry'] === 'string') && local_2.test(value['entry']) && (typeof value['integrity'] === 'string') && local_3.test(value['integrity']) && Array.isArray(value['paths']) && ((array) => { for(const value of array) if(!(((typeof value === 'string')))) { return false }; return true; })(value['paths']) && (value['sharedVersion'] !== undefined ? ((typeof value['sharedVersion'] === 'string')) : true) && (value['releasedAt'] !== undefined ? ((typeof value['releasedAt'] === 'string')) : true) && (value['offlineReads'] !== undefined ? (Array.isArray(value['offlineReads']) && ((array) => { for(const value of array) if(!(((typeof value === 'object' && value !== null && !Array.isArray(value)) && (typeof value['route'] === 'string') && value['route'].length >= 1 && (value['access'] !== undefined ? ((typeof value['access'] === 'object' && value['access'] !== null && !Array.isArray(value['access'])) && (typeof value['access']['menu'] === 'string') && (value['access']['privileges'] !== undefined ? (Array.isArray(value['access']['privileges']) && ((array) => { for(const value of array) if(!(((typeof value === 'string')))) { return false }; return true; })(value['access']['privileges'])) : true)) : true) && (value['params'] !== undefined ? ((typeof value['params'] === 'object' && value['params'] !== null && !Array.isArray(value['params']) && !(value['params'] instanceof Date) && !(value['params'] instanceof Uint8Array)) && (Object.entries(value['params']).every(([key, value]) => (local_4.test(key) ? ((((typeof value === 'string')) || (Number.isFinite(value)))) : true)))) : true) && (value['body'] !== undefined ? ((typeof value['body'] === 'object' && value['body'] !== null && !Array.isArray(value['body']))) : true) && (value['refresh'] !== undefined ? ((typeof value['refresh'] === 'boolean')) : true) && (value['testForms'] !== undefined ? ((typeof value['testForms'] === 'string')) : true)))) { return false }; return true; })(value['offlineReads'])) : true)) : true)))
      )
    }
  })(),
};

/** Whether a parsed file is a valid site file of that name: what `isSiteFile` of ./index.ts answers. */
export function isSiteFile<F extends SiteFileName>(file: F, value: unknown): value is SiteFileContent<F> {
  return checks[file](value);
}
