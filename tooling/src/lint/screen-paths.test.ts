/**
 * The lint rule that keeps screen paths named once, in each application's paths.ts: a literal path given to
 * `navigate`, to a router link's `to` or to a page's `backTo` is refused in the host and the areas, and allowed in
 * paths.ts and in tests.
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
    .filter((message) => message.ruleId === 'no-restricted-syntax')
    .map((message) => `${message.line}: ${message.message}`);
}

const NAMED = "Name the screen path once, in the application's paths.ts, and use the name.";

const LITERALS = [
  "import { Link, Navigate, useNavigate } from 'react-router-dom';",
  "import { PageFrame } from '@screening/shared/ui';",
  'export function Example({ saved, form }: { saved: boolean; form: string }) {',
  '  const navigate = useNavigate();',
  '  const next = () => {',
  "    navigate('/resource-planning');",
  "    navigate(saved ? '/success-messageEdit' : PATHS.clinicCreated, { replace: true });",
  '    navigate(`/CorrectQueuedEnrollment?seq=${form}`);',
  '  };',
  '  if (!saved) return <Navigate to="/create-outreach-clinic" replace />;',
  '  return (',
  '    <PageFrame backTo="/HomePage">',
  "      <Link to={'/'}>{form}</Link>",
  '      <button onClick={next}>{form}</button>',
  '    </PageFrame>',
  '  );',
  '}',
  "const PATHS = { clinicCreated: '/success-message' };",
  '',
].join('\n');

describe('screen paths outside paths.ts', () => {
  test('an area or the host that navigates to a literal path is refused', async () => {
    const refused = [6, 7, 8, 10, 12, 13].map((line) => `${line}: ${NAMED}`);
    assert.deepEqual(await refusals(LITERALS, 'mfe-camps/src/create-clinic/example.page.tsx'), refused);
    assert.deepEqual(await refusals(LITERALS, 'host/src/shell/example.tsx'), refused);
  });

  test('named paths, paths.ts, a path that is not a navigation, and a test are not', async () => {
    const named = [
      "import { Link, Navigate, useNavigate } from 'react-router-dom';",
      "import { PATHS } from '../paths';",
      'export function Example({ saved, seq }: { saved: boolean; seq: number }) {',
      '  const navigate = useNavigate();',
      '  const next = () => {',
      '    navigate(saved ? PATHS.clinicUpdated : PATHS.clinicCreated, { replace: true, state: { from: "/x" } });',
      '    navigate(`${PATHS.correctQueued}?seq=${seq}`);',
      '    navigate(-1);',
      '  };',
      '  if (!saved) return <Navigate to={PATHS.createClinic} replace />;',
      '  return <Link to={PATHS.home} onClick={next} />;',
      '}',
      "export const menu = '/Outrich Clinic';",
      '',
    ].join('\n');
    assert.deepEqual(await refusals(named, 'mfe-camps/src/create-clinic/example.page.tsx'), []);
    assert.deepEqual(
      await refusals(
        "export const PATHS = { home: '/responsive-cancer-institute', login: '/' } as const;\n",
        'mfe-users/src/paths.ts',
      ),
      [],
    );
    assert.deepEqual(await refusals(LITERALS, 'mfe-users/src/user-management/example.test.tsx'), []);
  });
});
