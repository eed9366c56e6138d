/**
 * Every package's catalogues (`<package>/translations/<language>.json`) hold the same keys in every language, none
 * empty, with the same placeholders: a text missing in Tamil would show English in the middle of a Tamil screen.
 */
import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from './i18n';

const repoRoot = path.resolve(__dirname, '../../..');
const packages = fs
  .readdirSync(repoRoot)
  .filter((dir) => fs.existsSync(path.join(repoRoot, dir, 'translations', 'en.json')))
  .sort();

type Tree = { [key: string]: unknown };

function texts(tree: Tree, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(tree)) {
    if (value !== null && typeof value === 'object')
      for (const entry of texts(value as Tree, `${prefix}${key}.`)) out.set(...entry);
    else out.set(`${prefix}${key}`, value);
  }
  return out;
}

const read = (pkg: string, language: string) =>
  texts(JSON.parse(fs.readFileSync(path.join(repoRoot, pkg, 'translations', `${language}.json`), 'utf8')) as Tree);

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

it('finds the catalogues of host, shared and the translated areas at least', () => {
  expect(packages).toEqual(
    expect.arrayContaining(['host', 'shared', 'mfe-camps', 'mfe-users', 'mfe-patients', 'mfe-clinical', 'mfe-reports']),
  );
});

describe.each(packages)('%s', (pkg) => {
  const english = read(pkg, 'en');

  it.each(LANGUAGES.map((language) => language.code))('%s: every key of en.json and no other, none empty', (language) => {
    const catalogue = read(pkg, language);
    expect([...catalogue.keys()].filter((key) => !english.has(key))).toEqual([]);
    expect([...english.keys()].filter((key) => !catalogue.has(key))).toEqual([]);
    const empty = [...catalogue].filter(([, text]) => typeof text !== 'string' || text.trim() === '').map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.map((language) => language.code))('%s: the same placeholders as English', (language) => {
    const catalogue = read(pkg, language);
    const differing = [...english]
      .filter(([key, text]) => catalogue.has(key) && placeholders(text).join() !== placeholders(catalogue.get(key)).join())
      .map(([key]) => key);
    expect(differing).toEqual([]);
  });
});
