import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FIRST_NAME_SLOTS } from './bench-data.js';

test("the benchmark's given names: a few shared by very many, a long tail of rare ones", () => {
  const share = (match: (name: string) => boolean) => FIRST_NAME_SLOTS.filter(match).length / FIRST_NAME_SLOTS.length;
  const counts = new Map<string, number>();
  for (const name of FIRST_NAME_SLOTS) counts.set(name, (counts.get(name) ?? 0) + 1);
  const byShare = [...counts.entries()].sort((a, b) => b[1] - a[1]);
  assert.equal(byShare[0][0], 'Kavitha');
  assert.ok(share((name) => name === 'Kavitha') > 0.07, 'the most common name is about one in twelve');
  assert.ok(share((name) => name.startsWith('Kav')) > 0.1, '"Kav" finds about one participant in eight');
  assert.ok(byShare.filter(([, n]) => n === 1).length >= 400, 'a long tail of rare names');
});
