/**
 * Every package's catalogues (`<package>/translations/<language>.json`) hold the same keys in every language, none
 * empty, with the same placeholders: a text missing in Tamil would show English in the middle of a Tamil screen.
 * Shared's `errors` section is the exception: its English is the server's refusal catalogue (API_ERRORS of
 * @screening/domain/api, sent as `message`), so every other language words every code of it with the same params.
 */
import fs from 'node:fs';
import path from 'node:path';
import { API_ERRORS, apiErrorParamNames, type ApiErrorCode } from '@screening/domain/api';
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

const parse = (pkg: string, language: string) =>
  JSON.parse(fs.readFileSync(path.join(repoRoot, pkg, 'translations', `${language}.json`), 'utf8')) as Tree;

/** The server refusals' words, by code: not in English (the server's `message` is). */
const REFUSALS = 'errors';

/** A catalogue's texts, but for shared's refusals (checked against the server's catalogue below). */
const read = (pkg: string, language: string) => {
  const { [REFUSALS]: _refusals, ...rest } = parse(pkg, language);
  return texts(pkg === 'shared' ? rest : parse(pkg, language));
};

const placeholders = (text: unknown) => [...String(text).matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

it('finds the catalogues of host, shared and the translated areas at least', () => {
  expect(packages).toEqual(
    expect.arrayContaining([
      'host',
      'shared',
      'mfe-camps',
      'mfe-users',
      'mfe-patients',
      'mfe-clinical',
      'mfe-reports',
      'mfe-dashboard',
    ]),
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

describe.each(LANGUAGES.map((language) => language.code).filter((language) => language !== 'en'))(
  "shared's %s refusals (errors section)",
  (language) => {
    const refusals = (parse('shared', language)[REFUSALS] ?? {}) as Record<string, unknown>;
    const codes = Object.keys(API_ERRORS) as ApiErrorCode[];

    it('words every code of the server and no other, none empty', () => {
      expect(codes.filter((code) => typeof refusals[code] !== 'string' || !String(refusals[code]).trim())).toEqual([]);
      expect(Object.keys(refusals).filter((code) => !codes.includes(code as ApiErrorCode))).toEqual([]);
    });

    it("with the same {{params}} as the code's English template", () => {
      const differing = codes.filter(
        (code) => code in refusals && placeholders(refusals[code]).join() !== apiErrorParamNames(code).join(),
      );
      expect(differing).toEqual([]);
    });

    it('English has no such section: its words are the server message, not bytes of the login screen', () => {
      expect(parse('shared', 'en')[REFUSALS]).toBeUndefined();
    });
  },
);
