/**
 * The house rules as lint rules (`pnpm lint`, part of `pnpm test`). Formatting is Prettier's job
 * (`eslint-config-prettier` turns off the rules it owns).
 *
 * Boundaries (import-x/no-restricted-paths zones, computed from the folders so a new feature or remote is covered):
 * - inside a remote, a feature folder never imports another feature folder (what two features need goes to the
 *   remote's root modules, its common folders, or to shared);
 * - no package imports another's source by a relative path (import-x/no-relative-packages): tests reach shared's
 *   test kits through the public `@screening/shared/testing` entry, and no application imports another at all
 *   (remotes and the host meet through federation);
 * - antd and its icons only through `@screening/shared/ui`; i18next and react-i18next only through `@screening/shared`
 *   (one instance, one language state);
 * - the server imports no browser package (React, antd, axios, router, zustand, @screening/shared);
 * - the domain (@screening/domain: types, validation, form engine) imports no package of the suite and no browser
 *   package: the server and the browser both run it.
 * - the shared core and the domain have no import circle, not even through a lazy `import()` (import-x/no-cycle): each
 *   layer of shared imports only those below it, and the composition root (shared/src/install.ts) wires the upper
 *   layers into the lower ones.
 *
 * The API is reached from the host and the areas only through the route contract: `call(routes.…)` of
 * @screening/shared. An API path written as a string there, or the raw clients `api` and `gateway`, is refused.
 * A screen path is named once, in its application's paths.ts: a literal path given to `navigate`, to the `to` of
 * `<Navigate>`/`<Link>`/`<NavLink>` or to a page's `backTo` is refused.
 */
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import i18next from 'eslint-plugin-i18next';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirs = (dir) =>
  readdirSync(path.join(root, dir)).filter((name) => !name.startsWith('.') && statSync(path.join(root, dir, name)).isDirectory());
const files = (dir) => readdirSync(path.join(root, dir)).filter((name) => statSync(path.join(root, dir, name)).isFile());

const remotes = dirs('.').filter((name) => name.startsWith('mfe-'));

/**
 * Within each remote, a feature folder may import itself, the remote's root modules, its test kits (`testing/`) and
 * its common folders: what several of its features share but no other application needs (`COMMON_FOLDERS`), which
 * in turn import no feature. The host is the shell: its folders are its parts, not independent features.
 */
const COMMON_FOLDERS = { 'mfe-camps': ['clinic'] };
const featureZones = remotes.flatMap((app) => {
  const src = `./${app}/src`;
  const common = COMMON_FOLDERS[app] ?? [];
  const shared = ['testing', ...common];
  const allowed = [...shared.map((dir) => `./${dir}`), ...files(`${app}/src`).map((file) => `./${file}`)];
  const features = dirs(`${app}/src`).filter((folder) => !shared.includes(folder));
  return [
    ...features.map((feature) => ({
      target: `${src}/${feature}`,
      from: src,
      except: [`./${feature}`, ...allowed],
      message: `A feature never imports another feature: move what both need to ${app}/src or to @screening/shared.`,
    })),
    ...common.map((folder) => ({
      target: `${src}/${folder}`,
      from: features.map((feature) => `${src}/${feature}`),
      message: `${app}/src/${folder} is common to the features of ${app}: it imports none of them.`,
    })),
  ];
});

/**
 * The packages whose every visible text comes from their catalogues (`<package>/translations/*.json`): no literal
 * text in JSX, as a child or in a visible attribute. A package joins by its folder name here.
 */
const TRANSLATED = ['host', 'shared', 'mfe-camps', 'mfe-users', 'mfe-patients', 'mfe-clinical', 'mfe-reports', 'mfe-dashboard'];
/** Attributes that are not read by people (the rule checks every other string attribute). */
const UNREAD_ATTRIBUTES = [
  'className',
  'rootClassName',
  'style',
  'type',
  'htmlType',
  'key',
  'id',
  'htmlFor',
  'role',
  'to',
  'backTo',
  'href',
  'src',
  'lang',
  'name',
  'placement',
  'status',
  'color',
  'size',
  'layout',
  'mode',
  'autoComplete',
  'inputMode',
  'autoCapitalize',
  'viewBox',
  'fill',
  'stroke',
  'strokeWidth',
  'strokeLinecap',
  'strokeLinejoin',
  'd',
  'width',
  'height',
  'focusable',
  'buttonStyle',
  'collapsible',
  'optionType',
  'scope',
  'method',
  'loading',
  'decoding',
  'data-testid',
  'data-remote',
  'data-kind',
  /^aria-(?!label$)/.source,
];

const i18nRestriction = [
  { name: 'i18next', message: 'Use @screening/shared: one i18next instance holds the language of the whole suite.' },
  { name: 'react-i18next', message: 'Use @screening/shared: one i18next instance holds the language of the whole suite.' },
];

// react-router itself would be a second router, bundled per application: the suite shares react-router-dom only.
const routerRestriction = [
  { name: 'react-router', message: "Import 'react-router-dom': the one router the host shares." },
  { name: 'react-router/dom', message: "Import 'react-router-dom': the one router the host shares." },
];

const browserPackages = [
  'react',
  'react-dom',
  'antd',
  '@ant-design/icons',
  'axios',
  'react-router',
  'react-router-dom',
  'zustand',
];

/**
 * What an application may not import: antd but through the UI kit, i18next and the router but through shared, and
 * another application.
 */
const applicationImports = {
  paths: [
    { name: 'antd', message: 'Use the UI kit: @screening/shared/ui.' },
    { name: '@ant-design/icons', message: 'Use the UI kit: @screening/shared/ui.' },
    ...i18nRestriction,
    ...routerRestriction,
  ],
  patterns: [
    { group: ['antd/*', '@ant-design/icons/*'], message: 'Use the UI kit: @screening/shared/ui.' },
    {
      group: ['@screening/host', '@screening/host/*', '@screening/mfe-*'],
      message: 'Applications meet through federation only.',
    },
  ],
};

/** An API path (the gateway's /token, the API's /api, its /curable and /ops), in a string or a template's head. */
const API_PATH = String.raw`/^\/(curable|token|api|ops)(\/|$)/`;
const API_PATH_MESSAGE = 'Reach the API through its route contract: call(routes.…) of @screening/shared.';
const API_PATH_SELECTORS = [
  { selector: `Literal[value=${API_PATH}]`, message: API_PATH_MESSAGE },
  { selector: `TemplateLiteral > TemplateElement:first-child[value.raw=${API_PATH}]`, message: API_PATH_MESSAGE },
];

/**
 * Where a screen path is given: the first argument of `navigate` (its literal, or one inside it such as a
 * conditional's branch), the `to` of a router link and a page frame's `backTo`.
 */
const SCREEN_PATH = String.raw`/^\//`;
const SCREEN_PATH_MESSAGE = "Name the screen path once, in the application's paths.ts, and use the name.";
const NAVIGATE = "CallExpression:matches([callee.name='navigate'], [callee.property.name='navigate'])";
const LINK_TARGET =
  "JSXOpeningElement:matches([name.name='Navigate'], [name.name='Link'], [name.name='NavLink']) > JSXAttribute[name.name='to']";
const BACK_TARGET = "JSXAttribute[name.name='backTo']";
const SCREEN_PATH_SELECTORS = [
  `${NAVIGATE} > Literal:first-child[value=${SCREEN_PATH}]`,
  `${NAVIGATE} > :first-child Literal[value=${SCREEN_PATH}]`,
  `${NAVIGATE} > TemplateLiteral:first-child > TemplateElement:first-child[value.raw=${SCREEN_PATH}]`,
  `${NAVIGATE} > :first-child TemplateLiteral > TemplateElement:first-child[value.raw=${SCREEN_PATH}]`,
  ...[LINK_TARGET, BACK_TARGET].flatMap((target) => [
    `${target} Literal[value=${SCREEN_PATH}]`,
    `${target} TemplateLiteral > TemplateElement:first-child[value.raw=${SCREEN_PATH}]`,
  ]),
].map((selector) => ({ selector, message: SCREEN_PATH_MESSAGE }));

/** Tests talk to the fake server by path: they are not callers. */
const AREA_TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*.test-support.tsx', '**/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'releases/**',
      'sites/**',
      'test-results/**',
      'bench/out/**',
      'e2e/playwright-report/**',
      'coverage/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: path.join(root, 'tsconfig.json') })],
    },
    rules: {
      // The classic hook rules. The React Compiler's rules (refs read in render, setState in effects, …) are not
      // adopted: the suite does not run the compiler, and its "latest value in a ref" hooks are deliberate.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      'import-x/no-restricted-paths': ['error', { zones: featureZones }],
      // Another package's source is reached through its entry (`@screening/shared/testing`, …), never by a path.
      'import-x/no-relative-packages': 'error',
      'no-restricted-imports': ['error', applicationImports],
    },
  },
  {
    // The UI kit is antd's one door; theming and the jest setup configure antd itself.
    files: ['shared/src/ui/**', 'tooling/src/jest/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // CommonJS modules jest loads as they are (its module map's targets).
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // Shared owns the i18next instance and its React binding.
    files: ['shared/src/**'],
    ignores: ['shared/src/ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'antd', message: 'Use the UI kit: @screening/shared/ui.' },
            { name: '@ant-design/icons', message: 'Use the UI kit: @screening/shared/ui.' },
            ...routerRestriction,
          ],
          patterns: [{ group: ['antd/*', '@ant-design/icons/*'], message: 'Use the UI kit: @screening/shared/ui.' }],
        },
      ],
    },
  },
  {
    // The router the suite shares, picked from react-router (tooling/src/webpack/preset.ts).
    files: ['shared/src/federation/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: TRANSLATED.map((dir) => `${dir}/src/**/*.tsx`),
    ignores: ['**/*.test.tsx', '**/*.test-support.tsx', '**/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': { exclude: UNREAD_ATTRIBUTES },
          // Punctuation, constants, one lower-case word ('error', 'day', 'none') and a route ('/create-new-user'):
          // values for code, not for people.
          words: { exclude: ['[0-9!-/:-@[-`{-~·]+', '[A-Z_-]+', '[a-z][a-zA-Z-]*', '(/[A-Za-z0-9_-]+)+'] },
          message: 'A visible text comes from the package catalogue (translations/en.json) through t().',
        },
      ],
    },
  },
  {
    // Layers, not a web: config and access → auth store → transport → language → session flows → workflow store →
    // offline (installed by shared/src/install.ts) → UI kit. A lazy import() counts: it is an import all the same.
    files: ['shared/src/**', 'domain/src/**'],
    // The rule follows only the modules whose extension is listed here (JavaScript's alone by default).
    settings: { 'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'] },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['host/src/**', ...remotes.map((remote) => `${remote}/src/**`)],
    ignores: AREA_TESTS,
    rules: {
      'no-restricted-syntax': ['error', ...API_PATH_SELECTORS, ...SCREEN_PATH_SELECTORS],
      'no-restricted-imports': [
        'error',
        {
          ...applicationImports,
          paths: [
            ...applicationImports.paths,
            { name: '@screening/shared', importNames: ['api', 'gateway'], message: API_PATH_MESSAGE },
          ],
        },
      ],
    },
  },
  {
    // Where the screen paths are named.
    files: ['host/src/**/paths.ts', ...remotes.map((remote) => `${remote}/src/paths.ts`)],
    rules: { 'no-restricted-syntax': ['error', ...API_PATH_SELECTORS] },
  },
  {
    // Playwright fixtures call `use`, which is not React's.
    files: ['e2e/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
  {
    files: ['server/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserPackages.map((name) => ({ name, message: 'The server imports no browser package.' })),
          patterns: [
            { group: ['@screening/shared', '@screening/shared/*'], message: 'The server imports only @screening/domain.' },
            ...browserPackages.map((name) => ({ group: [`${name}/*`], message: 'The server imports no browser package.' })),
          ],
        },
      ],
    },
  },
  {
    files: ['domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: browserPackages.map((name) => ({ name, message: 'The domain is pure: the server runs it too.' })),
          patterns: [
            { group: ['@screening/*'], message: 'The domain depends on no other package of the suite: they depend on it.' },
            ...browserPackages.map((name) => ({ group: [`${name}/*`], message: 'The domain is pure: the server runs it too.' })),
          ],
        },
      ],
    },
  },
  prettier,
);
