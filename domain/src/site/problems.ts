/**
 * What is wrong with a site file that failed its schema, as codes with the JSON path they concern: the host words
 * them from its catalogues for hospital IT, the tooling in English. Apart from `./index`, so the browser fetches
 * the error walk only when a file is refused.
 */
import { Errors, ValueErrorType, type ValueError } from '@sinclair/typebox/errors';
import { ADDRESS, SITE_FILES, type SiteFileName } from './index';

export type SiteProblemCode = 'missing' | 'unknown' | 'text' | 'yesNo' | 'object' | 'list' | 'address' | 'form' | 'invalid';

export interface SiteProblem {
  /** Where in the file, as a JSON pointer (`/remotes/camps/entry`); empty for the whole file. */
  path: string;
  code: SiteProblemCode;
}

/** How many problems a report names: the first ones are enough to find a fault, a broken file has many. */
export const SITE_PROBLEMS_SHOWN = 5;

function codeOf(error: ValueError): SiteProblemCode {
  switch (error.type) {
    case ValueErrorType.ObjectRequiredProperty:
      return 'missing';
    case ValueErrorType.ObjectAdditionalProperties:
      return 'unknown';
    case ValueErrorType.String:
      return 'text';
    case ValueErrorType.Boolean:
      return 'yesNo';
    case ValueErrorType.Object:
      return 'object';
    case ValueErrorType.Array:
      return 'list';
    case ValueErrorType.StringPattern:
    case ValueErrorType.StringMinLength:
      return (error.schema as { pattern?: string }).pattern === ADDRESS ? 'address' : 'form';
    default:
      return 'invalid';
  }
}

/** The first problems of a parsed file, one per path (the schema may say more than one thing of a single value). */
export function siteFileProblems(file: SiteFileName, value: unknown, limit = SITE_PROBLEMS_SHOWN): SiteProblem[] {
  const problems: SiteProblem[] = [];
  for (const error of Errors(SITE_FILES[file], value)) {
    if (problems.some((problem) => problem.path === error.path)) continue;
    problems.push({ path: error.path, code: codeOf(error) });
    if (problems.length === limit) break;
  }
  return problems;
}

const ENGLISH: Record<SiteProblemCode, string> = {
  missing: 'is missing',
  unknown: 'is not a key this file has',
  text: 'must be text',
  yesNo: 'must be true or false',
  object: 'must be an object',
  list: 'must be a list',
  address: 'is not an address (one begins with https://, http:// or /)',
  form: 'is not of the expected form',
  invalid: 'is not valid',
};

/** The problems in one English line each, for the command line. */
export function describeSiteProblems(problems: readonly SiteProblem[]): string[] {
  return problems.map((problem) => `${problem.path || '(the whole file)'} ${ENGLISH[problem.code]}`);
}
