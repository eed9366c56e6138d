/** The suite's command line: `tsx tooling/src/cli.ts <command>` (root package.json scripts call it). */
import { buildApps } from './build/build.js';
import { start } from './start.js';
import { DEPLOY_USAGE } from './deploy/deploy-cli.js';
import { SUITES, isStep } from './test/results.js';
import { allApps, readApp } from './workspace.js';

// The suite names come from the runner's own list, so that the usage cannot name one it does not know.
const steps = SUITES.filter(isStep).join(' and ');
const USAGE = `Usage:
  start [--no-build] [--site NAME]   build, pin the working versions (default site) and start everything
  build [app...]                      build the host and remotes (or the named ones: host, camps, mfe-users, …)
  test [suite...]                     run the suites, all by default: ${SUITES.join(', ')}
                                      (${steps} are steps that pass or fail, not tests)
  bench [--runs N] [--user EMAIL] [--original | --original-url URL] [--trace] [--count N] [--only journey|sync]
                                      time the journey (login, home, each area) in headless chromium, empty then warm
                                      cache; with the original app's build interleaved, side by side; then the time
                                      to sync N (100) enrolments queued offline
  release <remote>                    build one remote into releases/<remote>/<version>/ (never overwritten)
  release bundle --site <site> --out DIR [--commit SHA] [--built-at TIME]
                                      one tarball of the compiled server, the host, the site's pinned releases and
                                      its files, with SHA256SUMS and manifest.json (docs/deploy.md)
  site pin <site> <remote>@<version>  pin a released version in sites/<site>/remotes.json
  site unpin <site> <remote>          take an area out of a site (its tiles go at the next reload)
  site list <site>                    show what a site runs
  codegen                             rewrite the code made from the domain's schemas (the site files' check)
${DEPLOY_USAGE}`;

function flag(args: string[], name: string): boolean {
  const i = args.indexOf(name);
  if (i >= 0) args.splice(i, 1);
  return i >= 0;
}
function option(args: string[], name: string, fallback: string): string {
  const i = args.indexOf(name);
  if (i < 0) return fallback;
  const [, value] = args.splice(i, 2);
  return value ?? fallback;
}

async function main(argv: string[]) {
  const [command, ...args] = argv;
  switch (command) {
    case 'start':
      return start({ build: !flag(args, '--no-build'), site: option(args, '--site', 'default') });
    case 'build': {
      const apps = args.length ? args.map((a) => readApp(a === 'host' ? 'host' : a.replace(/^(?!mfe-)/, 'mfe-'))) : allApps();
      await buildApps(apps);
      return;
    }
    case 'test': {
      const { runTests } = await import('./test/run-tests.js');
      process.exitCode = await runTests(args);
      return;
    }
    case 'bench': {
      const { bench } = await import('./bench/bench.js');
      process.exitCode = await bench(args);
      return;
    }
    case 'codegen': {
      const { writeSiteCheck } = await import('./codegen/site-check.js');
      console.log(`Wrote ${writeSiteCheck()}`);
      return;
    }
    case 'release':
    case 'site': {
      const { releaseCommand } = await import('./release/release-cli.js');
      process.exitCode = await releaseCommand(command, args);
      return;
    }
    case 'deploy': {
      const { deployCommand } = await import('./deploy/deploy-cli.js');
      process.exitCode = deployCommand(args);
      return;
    }
    default:
      console.log(USAGE);
      process.exitCode = command ? 2 : 0;
  }
}

main(process.argv.slice(2)).catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
