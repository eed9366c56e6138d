/**
 * Which builds of an area the shell runs: Module Federation refuses (strictVersion) a remote whose required
 * @screening/shared range the shell's copy does not satisfy. The release tooling warns with this rule, and the
 * shell uses it to leave such a remote alone before any of its code is fetched.
 */

/**
 * The @screening/shared range a build declares it needs: at least the minor it was built against (a minor adds
 * exports a remote may use), within that major. Patches add no API, so any patch of that minor will do.
 */
export function sharedRequiredRange(sharedVersion: string): string {
  const [major = '0', minor = '0'] = sharedVersion.split('.');
  return `^${major}.${minor}.0`;
}

/** Whether a shell providing @screening/shared `provided` runs a build made against `builtWith` (its required range). */
export function sharedSatisfies(provided: string, builtWith: string): boolean {
  const [major, minor] = provided.split('.').map(Number);
  const [needMajor, needMinor] = builtWith.split('.').map(Number);
  return major === needMajor && minor >= needMinor;
}
