/** The lazy indexes component tests load antd and its icons through: the same names and the same values as the packages'. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';

const require = createRequire(import.meta.url);
const here = path.dirname(fileURLToPath(import.meta.url));
const shared = path.resolve(here, '../../../shared');
const { lazyExports } = require('./lazy-exports.cjs') as {
  lazyExports: (packageName: string, fromDir: string, atLeast: number) => Record<string, unknown>;
};
const fromShared = createRequire(path.join(shared, 'package.json'));

describe('lazy package indexes', () => {
  for (const [name, atLeast, sample] of [
    ['antd', 60, 'Button'],
    ['@ant-design/icons', 800, 'SearchOutlined'],
  ] as const) {
    test(`${name}: every export of the package's index, each the package's own value`, () => {
      const real = fromShared(name) as Record<string, unknown>;
      const lazy = lazyExports(name, shared, atLeast);
      assert.deepEqual(Object.keys(lazy).sort(), Object.keys(real).sort());
      assert.equal(lazy[sample], real[sample]);
      assert.ok(lazy[sample], `${sample} is defined`);
    });
  }

  test('an index of another form is refused rather than read as empty', () => {
    assert.throws(() => lazyExports('antd', shared, 10_000), /expected at least 10000: its form changed/);
  });
});
