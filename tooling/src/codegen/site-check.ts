/**
 * Writes the browser's check of the site files (domain/src/site/check.generated.ts) from their schemas
 * (domain/src/site/index.ts) with TypeBox's compiler: plain code that the host runs before the login screen, so the
 * browser loads neither TypeBox nor the schemas (about 6 KiB gzip) and runs no `eval`, which the pages' CSP forbids.
 * `pnpm codegen` rewrites it; site-check.test.ts fails when it no longer matches the schemas.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { SITE_FILES } from '@screening/domain/site';

export const SITE_CHECK_FILE = fileURLToPath(new URL('../../../domain/src/site/check.generated.ts', import.meta.url));

const indent = (code: string) => code.replace(/^(?=.)/gm, '    ');

export function siteCheckSource(): string {
  const checks = Object.entries(SITE_FILES).map(
    ([file, schema]) => `  '${file}': (() => {\n${indent(TypeCompiler.Code(schema, [], { language: 'javascript' }))}\n  })(),`,
  );
  return [
    '/* eslint-disable */',
    '// @ts-nocheck',
    `// Written by \`pnpm codegen\` (tooling/src/codegen/site-check.ts) from the schemas of ./index.ts; never by hand.`,
    "import type { SiteFileContent, SiteFileName } from './index';",
    '',
    'const checks = {',
    ...checks,
    '};',
    '',
    '/** Whether a parsed file is a valid site file of that name: what `isSiteFile` of ./index.ts answers. */',
    'export function isSiteFile<F extends SiteFileName>(file: F, value: unknown): value is SiteFileContent<F> {',
    '  return checks[file](value);',
    '}',
    '',
  ].join('\n');
}

export function writeSiteCheck(): string {
  fs.writeFileSync(SITE_CHECK_FILE, siteCheckSource());
  return path.relative(process.cwd(), SITE_CHECK_FILE);
}
