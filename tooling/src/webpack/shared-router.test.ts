import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { pathToFileURL } from 'node:url';
import { allApps, repoRoot } from '../workspace.js';
import { SHARED_ROUTER } from './preset.js';

/** Every value an application's bundled source imports from react-router-dom, with the file it is imported in. */
function routerImports(): { name: string; file: string }[] {
  const dirs = [...allApps().map((app) => path.join(app.dir, 'src')), path.join(repoRoot, 'shared', 'src')];
  const found: { name: string; file: string }[] = [];
  for (const dir of dirs)
    for (const rel of fs.readdirSync(dir, { recursive: true }) as string[]) {
      // Tests and the test kit run in jest against react-router-dom itself, never through federation.
      if (!/\.tsx?$/.test(rel) || /\.test\.tsx?$/.test(rel) || rel.startsWith('testing')) continue;
      const file = path.join(dir, rel);
      const source = fs.readFileSync(file, 'utf8');
      for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'react-router-dom'/g))
        for (const spec of names.split(','))
          if (spec.trim() && !/^type\s/.test(spec.trim()))
            found.push({ name: spec.trim().split(/\s+as\s+/)[0], file: path.relative(repoRoot, file) });
    }
  return found;
}

test('every react-router-dom name the applications import is one the host shares', async () => {
  const shared = await import(pathToFileURL(SHARED_ROUTER).href);
  const imports = routerImports();
  assert.ok(
    imports.some((i) => i.name === 'useNavigate'),
    'the scan finds the applications’ imports',
  );
  const missing = imports.filter((i) => !(i.name in shared)).map((i) => `${i.name} (${i.file})`);
  assert.deepEqual(missing, []);
});
