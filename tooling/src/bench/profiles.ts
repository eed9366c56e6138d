/**
 * The conditions `pnpm bench --profile NAME` walks the journey under, applied through the DevTools protocol to the
 * suite and the original alike (docs/architecture.md §5): `desktop` as the machine is; `mobile`, Lighthouse's mobile
 * profile (a field tablet on rural mobile data); `slow4g`, the same network with the desktop's CPU, to tell what the
 * network costs from what the CPU does.
 */
export interface BenchProfile {
  name: string;
  /** Added to every request's round trip, ms. */
  latencyMs: number;
  /** Throughput, kbit/s; 0 leaves the network as it is. */
  downKbit: number;
  upKbit: number;
  /** The CPU slowed this many times (1: as it is). */
  cpuSlowdown: number;
}

export const PROFILES: Readonly<Record<string, BenchProfile>> = {
  desktop: { name: 'desktop', latencyMs: 0, downKbit: 0, upKbit: 0, cpuSlowdown: 1 },
  mobile: { name: 'mobile', latencyMs: 150, downKbit: 1600, upKbit: 750, cpuSlowdown: 4 },
  slow4g: { name: 'slow4g', latencyMs: 150, downKbit: 1600, upKbit: 750, cpuSlowdown: 1 },
};

/** `--profile NAME` of `argv` (desktop when absent); an unknown name is refused, naming the known ones. */
export function profileOf(argv: readonly string[]): BenchProfile {
  const at = argv.indexOf('--profile');
  if (at < 0) return PROFILES.desktop;
  const name = argv[at + 1];
  if (name === undefined || !Object.hasOwn(PROFILES, name))
    throw new Error(`--profile must be one of ${Object.keys(PROFILES).join(', ')}, got "${name ?? ''}"`);
  return PROFILES[name];
}

/** One line for the printed tables: what the journey ran under. */
export function describeProfile(p: BenchProfile): string {
  if (p.latencyMs === 0 && p.downKbit === 0 && p.cpuSlowdown === 1) return `${p.name} (network and CPU as they are)`;
  const network = `${p.latencyMs} ms per request, ${p.downKbit / 1000} Mbit/s down, ${p.upKbit} kbit/s up`;
  return `${p.name} (${network}, CPU ${p.cpuSlowdown === 1 ? 'as it is' : `slowed ${p.cpuSlowdown}×`})`;
}
