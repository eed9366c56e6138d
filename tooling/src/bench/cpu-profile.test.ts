import assert from 'node:assert/strict';
import { test } from 'node:test';
import { formatSummary, summariseProfile, summariseTimeline, type CpuProfile } from './cpu-profile.ts';

const frame = (functionName: string, url = '', lineNumber = 0) => ({ functionName, url, lineNumber });

test('a built-in is one file, (native), and a function by its own name', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('focus') },
      { id: 2, callFrame: frame('pushState') },
    ],
    samples: [1, 1, 2, 1],
    timeDeltas: [0, 1000, 1000, 1000, 1000],
  };
  const summary = summariseProfile(profile);
  assert.deepEqual(summary.files, [{ name: '(native)', ms: 4 }]);
  assert.deepEqual(summary.functions, [
    { name: 'focus (native)', ms: 3 },
    { name: 'pushState (native)', ms: 1 },
  ]);
});

test('self time is summed per file and per function; idle is apart and the engine keeps its own names', () => {
  const profile: CpuProfile = {
    nodes: [
      { id: 1, callFrame: frame('(root)') },
      { id: 2, callFrame: frame('render', 'http://localhost:3000/2140.abc.js', 9) },
      { id: 3, callFrame: frame('', 'http://localhost:3000/2140.abc.js', 41) },
      { id: 4, callFrame: frame('(garbage collector)') },
      { id: 5, callFrame: frame('(idle)') },
      { id: 6, callFrame: frame('boot', 'http://localhost:3001/remoteEntry.js', 0) },
    ],
    // Each sample lasts until the next one: the delta at i + 1.
    samples: [2, 2, 3, 4, 5, 6, 2],
    timeDeltas: [0, 1000, 2000, 3000, 4000, 50_000, 6000],
  };
  const summary = summariseProfile(profile);
  assert.equal(summary.idleMs, 50);
  assert.equal(summary.busyMs, 16);
  assert.deepEqual(summary.files, [
    { name: '2140.abc.js', ms: 6 },
    { name: 'remoteEntry.js', ms: 6 },
    { name: '(garbage collector)', ms: 4 },
  ]);
  assert.deepEqual(summary.functions.slice(0, 2), [
    { name: 'boot remoteEntry.js:1', ms: 6 },
    { name: '(garbage collector)', ms: 4 },
  ]);
  assert.ok(summary.functions.some((f) => f.name === '(anonymous) 2140.abc.js:42' && f.ms === 3));
  assert.match(formatSummary(summary)[0], /16 ms busy, 50 ms idle/);
});

test('the timeline counts each kind of work by its self time on the main thread', () => {
  const main = { pid: 1, tid: 7 };
  const events = [
    { name: 'thread_name', ph: 'M', ts: 0, ...main, args: { name: 'CrRendererMain' } },
    { name: 'FunctionCall', ph: 'X', ts: 1000, dur: 10_000, ...main },
    // Forced by the script: style, not script.
    { name: 'UpdateLayoutTree', ph: 'X', ts: 2000, dur: 4000, ...main },
    { name: 'Layout', ph: 'X', ts: 12_000, dur: 3000, ...main },
    { name: 'UpdateLayoutTree', ph: 'X', ts: 16_000, dur: 2000, ...main },
    // Another thread's work is not the page's main thread's.
    { name: 'Layout', ph: 'X', ts: 1000, dur: 50_000, pid: 1, tid: 9 },
  ];
  assert.deepEqual(summariseTimeline(events), [
    { name: 'FunctionCall', ms: 6 },
    { name: 'UpdateLayoutTree', ms: 6 },
    { name: 'Layout', ms: 3 },
  ]);
});
