/** What the bench scripts share: their ports (BENCH_BASE_PORT moves them all) and how they read an option. */

/** The suite's ports from `base` on: the host, one per remote, the original app, and the API at base + 15. */
export function benchPorts(base: number) {
  return {
    api: base + 15,
    host: base,
    // The original app keeps base + 6, the port the docs give it; the dashboard, the sixth area, takes base + 7.
    remotes: { camps: base + 1, users: base + 2, patients: base + 3, clinical: base + 4, reports: base + 5, dashboard: base + 7 },
    original: base + 6,
  };
}

/** `--name value` from the command line, else `fallback`. */
export function option(name: string, fallback: string): string {
  const i = process.argv.indexOf(name);
  return i >= 0 && process.argv[i + 1] ? process.argv[i + 1] : fallback;
}
