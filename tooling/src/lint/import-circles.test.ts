/**
 * No import circle in the shared core and the domain, type-only imports included. The lint rule import-x/no-cycle
 * holds the code's own imports but skips `import type`, and a circle through types still ties two layers together
 * (a type moved back where it belongs breaks the build of the other); madge reads every import, as TypeScript does.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import madge from 'madge';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function circles(dirs: string[], baseDir: string): Promise<string[][]> {
  const graph = await madge(dirs, {
    baseDir,
    fileExtensions: ['ts', 'tsx'],
    tsConfig: path.join(root, 'tsconfig.base.json'),
    detectiveOptions: { ts: { skipTypeImports: false }, tsx: { skipTypeImports: false } },
  });
  return graph.circular();
}

describe('import circles', () => {
  test('shared/src and domain/src have none, type-only imports counted', async () => {
    assert.deepEqual(await circles([path.join(root, 'shared/src'), path.join(root, 'domain/src')], root), []);
  });

  test('a circle made only of type imports is found', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'circles-'));
    try {
      fs.writeFileSync(path.join(dir, 'a.ts'), "import type { B } from './b';\nexport interface A { b?: B }\n");
      fs.writeFileSync(path.join(dir, 'b.ts'), "import type { A } from './a';\nexport interface B { a?: A }\n");
      assert.deepEqual(await circles([dir], dir), [['a.ts', 'b.ts']]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
