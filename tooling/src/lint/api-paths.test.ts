/**
 * The lint rule that keeps API paths in the route contract: the host and the areas reach the API only through
 * `call(routes.…)`; a path in a string or a template, or the raw client, is refused there and allowed in tests.
 */
import assert from 'node:assert/strict';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, test } from 'node:test';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });

async function refusals(code: string, file: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result.messages
    .filter((message) => message.ruleId === 'no-restricted-syntax' || message.ruleId === 'no-restricted-imports')
    .map((message) => `${message.line}: ${message.message}`);
}

const CONTRACT = 'Reach the API through its route contract: call(routes.…) of @screening/shared.';

describe('API paths outside the route contract', () => {
  test('an area that writes a path in a string or a template is refused', async () => {
    const code = [
      "import { api } from '@screening/shared';",
      "export const a = () => api.post('/curable/getCandidatesList', {});",
      'export const b = (id: number) => api.get(`/curable/hospitalemployee/${id}`);',
      "export const c = '/token/authenticate';",
      "export const d = '/api/health';",
      '',
    ].join('\n');
    assert.deepEqual(await refusals(code, 'mfe-patients/src/example.api.ts'), [
      `1: 'api' import from '@screening/shared' is restricted. ${CONTRACT}`,
      `2: ${CONTRACT}`,
      `3: ${CONTRACT}`,
      `4: ${CONTRACT}`,
      `5: ${CONTRACT}`,
    ]);
    assert.deepEqual(await refusals("export const e = '/ops/status';\n", 'host/src/about/example.ts'), [`1: ${CONTRACT}`]);
  });

  test('a call through the contract, a screen route and a test are not', async () => {
    const code = [
      "import { call, routes } from '@screening/shared';",
      'export const a = () => call(routes.worklist, { search: "", stage: 3 });',
      "export const screen = '/create-new-user';",
      "export const menu = '/curable-camps';",
      '',
    ].join('\n');
    assert.deepEqual(await refusals(code, 'mfe-users/src/example.api.ts'), []);
    assert.deepEqual(
      await refusals("export const fake = '/api/curable/getUsers';\n", 'mfe-users/src/user-management/example.test.ts'),
      [],
    );
  });
});
