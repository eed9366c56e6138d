import assert from 'node:assert/strict';
import fs from 'node:fs';
import { describe, test } from 'node:test';
import { isSiteFile as checkedBySchema, type SiteFileName } from '@screening/domain/site';
import { isSiteFile as checkedByCompiledCode } from '@screening/domain/site/check';
import { SITE_CHECK_FILE, siteCheckSource } from './site-check.js';

const config = { apiBase: 'https://screening.hospital.example/api', gatewayBase: '/token' };
const remote = {
  version: '2.12.0',
  entry: '/releases/mfe-camps/2.12.0/remoteEntry.js',
  integrity: 'sha384-abc',
  paths: ['/HomePage'],
};
const manifest = { site: 'default', remotes: { camps: remote } };

const samples: [SiteFileName, string, unknown, boolean][] = [
  ['config.json', 'both addresses', config, true],
  ['config.json', 'every optional key', { ...config, tenantFallback: 'Adyar', idempotencyKeys: false }, true],
  ['config.json', 'a misspelt key', { ...config, idempotencyKey: false }, false],
  ['config.json', 'no gateway', { apiBase: config.apiBase }, false],
  ['config.json', 'an address that is neither http(s) nor a path', { ...config, apiBase: 'ftp://x/api' }, false],
  ['config.json', 'a yes/no as text', { ...config, idempotencyKeys: 'false' }, false],
  ['config.json', 'a list', [config], false],
  ['config.json', 'null', null, false],
  ['remotes.json', 'a pinned area', manifest, true],
  ['remotes.json', 'no area', { site: 'default', remotes: {} }, true],
  ['remotes.json', 'further keys of an area', { ...manifest, remotes: { camps: { ...remote, note: 'x' } } }, true],
  ['remotes.json', 'a site name with a space', { ...manifest, site: 'the site' }, false],
  ['remotes.json', 'an area without integrity', { ...manifest, remotes: { camps: { ...remote, integrity: '' } } }, false],
  ['remotes.json', 'an empty version', { ...manifest, remotes: { camps: { ...remote, version: '' } } }, false],
  ['remotes.json', 'a path that is a number', { ...manifest, remotes: { camps: { ...remote, paths: [1] } } }, false],
  [
    'remotes.json',
    'the reads an area keeps offline',
    {
      ...manifest,
      remotes: {
        camps: {
          ...remote,
          offlineReads: [
            { route: 'states', access: { menu: '/Outrich Clinic', privileges: ['CREATE'] } },
            { route: 'worklist', body: { stage: 1, search: '' }, refresh: true, testForms: 'waiting' },
            { route: 'metrics', params: { stage: 'FAMILY_PERSONAL' } },
          ],
        },
      },
    },
    true,
  ],
  [
    'remotes.json',
    'an offline read without its route',
    { ...manifest, remotes: { camps: { ...remote, offlineReads: [{}] } } },
    false,
  ],
  [
    'remotes.json',
    'an offline read whose param is a list',
    { ...manifest, remotes: { camps: { ...remote, offlineReads: [{ route: 'districts', params: { stateId: [1] } }] } } },
    false,
  ],
  ['remotes.json', 'areas as a list', { ...manifest, remotes: [remote] }, false],
  ['remotes.json', 'a text', 'default', false],
];

describe('the site files’ compiled check (domain/src/site/check.generated.ts)', () => {
  test('is what `pnpm codegen` writes from the schemas today', () => {
    assert.equal(
      fs.readFileSync(SITE_CHECK_FILE, 'utf8'),
      siteCheckSource(),
      'the schemas changed since the check was written: run `pnpm codegen` and commit the file',
    );
  });

  for (const [file, what, value, valid] of samples) {
    test(`${file}, ${what}: ${valid ? 'accepted' : 'refused'}, as by the schema`, () => {
      assert.equal(checkedByCompiledCode(file, value), valid);
      assert.equal(checkedBySchema(file, value), valid);
    });
  }

  test('the files of every site in the repository pass it', () => {
    const sites = new URL('../../../sites/', import.meta.url);
    for (const site of fs.readdirSync(sites)) {
      for (const file of ['config.json', 'remotes.json'] as const) {
        const url = new URL(`${site}/${file}`, sites);
        if (fs.existsSync(url))
          assert.ok(checkedByCompiledCode(file, JSON.parse(fs.readFileSync(url, 'utf8'))), `${site}/${file}`);
      }
    }
  });
});
