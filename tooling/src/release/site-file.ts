/**
 * The site files the tooling writes and reads (`sites/<site>/config.json`, `remotes.json`), checked against the same
 * schemas the host checks them with at load (`@screening/domain/site`): what the tooling writes always starts.
 */
import fs from 'node:fs';
import { isSiteFile, type SiteFileContent, type SiteFileName } from '@screening/domain/site';
import { describeSiteProblems, siteFileProblems } from '@screening/domain/site/problems';

export class SiteFileError extends Error {}

/** The value, if the host would accept it as `file`; otherwise an error naming the first problems and their paths. */
export function checkedSiteFile<F extends SiteFileName>(file: F, value: unknown, where: string): SiteFileContent<F> {
  if (isSiteFile(file, value)) return value;
  const problems = describeSiteProblems(siteFileProblems(file, value));
  throw new SiteFileError(`${where} is not a valid ${file}: ${problems.join('; ')}.`);
}

/** Reads and checks a site file on disk. */
export function readSiteFile<F extends SiteFileName>(file: F, where: string): SiteFileContent<F> {
  let value: unknown;
  try {
    value = JSON.parse(fs.readFileSync(where, 'utf8'));
  } catch (error) {
    throw new SiteFileError(`${where} could not be read as JSON: ${(error as Error).message}`);
  }
  return checkedSiteFile(file, value, where);
}
