/**
 * Every text the code asks for by a written key (`t('sync.title')`, `t('common.back', { ns: 'shared' })`) is in its
 * namespace's English catalogue, and so in every language (catalogues.test.ts holds the languages to the same keys):
 * a key missing from the catalogues would show as the key itself on the screen. Keys built at run time are not read.
 */
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(__dirname, '../../..');

/** Each package's own namespace (its i18n.ts). */
const NAMESPACES: Record<string, string> = {
  shared: 'shared',
  host: 'host',
  'mfe-camps': 'camps',
  'mfe-users': 'users',
  'mfe-patients': 'patients',
  'mfe-clinical': 'clinical',
  'mfe-reports': 'reports',
  'mfe-dashboard': 'dashboard',
};

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sources(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

type Tree = { [key: string]: unknown };
const catalogues = new Map<string, Tree>();
const englishOf = (namespace: string): Tree => {
  const pkg = Object.keys(NAMESPACES).find((name) => NAMESPACES[name] === namespace) ?? namespace;
  if (!catalogues.has(namespace))
    catalogues.set(namespace, JSON.parse(fs.readFileSync(path.join(repoRoot, pkg, 'translations', 'en.json'), 'utf8')) as Tree);
  return catalogues.get(namespace)!;
};

/** Whether the catalogue has the key as a text, or as plural forms (`_one`, `_other`). */
function has(tree: Tree, key: string): boolean {
  const parts = key.split('.');
  const last = parts.pop()!;
  let node: unknown = tree;
  for (const part of parts) node = node && typeof node === 'object' ? (node as Tree)[part] : undefined;
  if (!node || typeof node !== 'object') return false;
  const section = node as Tree;
  return typeof section[last] === 'string' || typeof section[`${last}_other`] === 'string';
}

/** `t('key'` with its options, when they follow on the same call: the namespace they name, if any. */
const CALL = /(?<![\w.])t\(\s*'([A-Za-z0-9_.]+)'\s*(?:,\s*\{([^()]*?)\}\s*)?\)/g;

describe.each(Object.keys(NAMESPACES))('%s', (pkg) => {
  it('asks only for keys its catalogues have', () => {
    const missing: string[] = [];
    let asked = 0;
    for (const file of sources(path.join(repoRoot, pkg, 'src'))) {
      const text = fs.readFileSync(file, 'utf8');
      // A file that reads shared's texts by default says so (shared's own files all do).
      const own = pkg === 'shared' || /useTranslation\('shared'\)/.test(text) ? 'shared' : NAMESPACES[pkg];
      for (const [, key, options = ''] of text.matchAll(CALL)) {
        const namespace = /\bns:\s*'(\w+)'/.exec(options)?.[1] ?? own;
        asked += 1;
        if (!has(englishOf(namespace), key)) missing.push(`${path.relative(repoRoot, file)}: ${namespace}:${key}`);
      }
    }
    expect(asked).toBeGreaterThan(0);
    expect(missing).toEqual([]);
  });
});

it('fails a key the catalogue does not have', () => {
  expect(has(englishOf('host'), 'sync.title')).toBe(true);
  expect(has(englishOf('host'), 'sync.waiting')).toBe(true);
  expect(has(englishOf('host'), 'sync.titel')).toBe(false);
});
