/**
 * Where a step's CPU went: a DevTools protocol CPU profile summed by self time, per script file (a chunk, or the
 * engine's own '(program)' and '(garbage collector)') and per function. `pnpm bench --cpu-profile` prints it for
 * every step, so a slow step is explained by measurement, not guessed at.
 */

/** The parts of a `Profiler.Profile` read here. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples?: number[];
  timeDeltas?: number[];
}

export interface CpuShare {
  name: string;
  ms: number;
}

export interface CpuSummary {
  /** Sampled time, idle excluded. */
  busyMs: number;
  idleMs: number;
  files: CpuShare[];
  functions: CpuShare[];
}

const fileOf = (url: string, functionName: string): string => {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  try {
    return new URL(url).pathname.split('/').pop() || url;
  } catch {
    return url;
  }
};

const top = (totals: Map<string, number>, count: number): CpuShare[] =>
  [...totals.entries()]
    .map(([name, us]) => ({ name, ms: Math.round(us / 100) / 10 }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count);

/** Self time of each sample's node (the time until the next sample), summed by file and by function. */
export function summariseProfile(profile: CpuProfile, count = 8): CpuSummary {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  const files = new Map<string, number>();
  const functions = new Map<string, number>();
  let idle = 0;
  for (let i = 0; i < samples.length; i++) {
    const frame = nodes.get(samples[i]);
    const us = deltas[i + 1] ?? 0;
    if (!frame) continue;
    if (frame.functionName === '(idle)') {
      idle += us;
      continue;
    }
    const file = fileOf(frame.url, frame.functionName);
    files.set(file, (files.get(file) ?? 0) + us);
    // A built-in by its name: a forced layout shows as `focus`, a navigation as `pushState`, not one '(native)'.
    const name = frame.url
      ? `${frame.functionName || '(anonymous)'} ${file}:${frame.lineNumber + 1}`
      : file === '(native)'
        ? `${frame.functionName} (native)`
        : file;
    functions.set(name, (functions.get(name) ?? 0) + us);
  }
  const busy = [...files.values()].reduce((sum, us) => sum + us, 0);
  return {
    busyMs: Math.round(busy / 1000),
    idleMs: Math.round(idle / 1000),
    files: top(files, count),
    functions: top(functions, count),
  };
}

/** The summary as the bench prints it under a step. */
export function formatSummary(summary: CpuSummary): string[] {
  const share = (s: CpuShare) => `${String(s.ms).padStart(7)} ms  ${s.name}`;
  return [
    `  CPU: ${summary.busyMs} ms busy, ${summary.idleMs} ms idle (sampled, the emulated slowdown included)`,
    '  by file:',
    ...summary.files.map((s) => `  ${share(s)}`),
    '  by function (self time):',
    ...summary.functions.map((s) => `  ${share(s)}`),
  ];
}

/** A complete ('X') event of a Chromium trace: microseconds. */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * The renderer's main thread of a DevTools timeline, by self time per kind of work (a style recalculation forced by a
 * script counts as style, not as the script): 'UpdateLayoutTree' is style recalculation, 'Layout', 'Paint',
 * 'FunctionCall' and 'EvaluateScript' the scripts' own time.
 */
export function summariseTimeline(events: readonly TraceEvent[], count = 10): CpuShare[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const onMain = events
    .filter((e) => e.ph === 'X' && e.dur !== undefined && (!main || (e.pid === main.pid && e.tid === main.tid)))
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const open: { end: number; name: string }[] = [];
  for (const event of onMain) {
    const end = event.ts + (event.dur ?? 0);
    while (open.length > 0 && open[open.length - 1].end <= event.ts) open.pop();
    const parent = open[open.length - 1];
    // A child's time is its own, not its parent's.
    if (parent) self.set(parent.name, (self.get(parent.name) ?? 0) - (event.dur ?? 0));
    self.set(event.name, (self.get(event.name) ?? 0) + (event.dur ?? 0));
    open.push({ end, name: event.name });
  }
  return top(self, count);
}
