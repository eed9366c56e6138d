import assert from 'node:assert/strict';
import { test } from 'node:test';
import { createAnswerCache } from './answer-cache.js';

/** A computation the test finishes when it likes, recording when it started. */
function pending(started: string[], name: string) {
  let finish!: (value: string) => void;
  const compute = () => {
    started.push(name);
    return new Promise<string>((resolve) => (finish = resolve));
  };
  return { compute, finish: (value: string) => finish(value) };
}

const NOW = new Date('2026-11-29T10:00:00Z');
const settle = () => new Promise((resolve) => setImmediate(resolve));

test('two sets of filters are computed one after the other; the same one asked twice is computed once', async () => {
  const cache = createAnswerCache<string>(60_000);
  const started: string[] = [];
  const all = pending(started, 'all');
  const clinic = pending(started, 'clinic');
  const first = cache.get('all', NOW, all.compute);
  const again = cache.get('all', NOW, () => Promise.resolve('not computed'));
  const second = cache.get('clinic', NOW, clinic.compute);
  await settle();
  assert.deepEqual(started, ['all']);
  all.finish('every clinic');
  assert.equal(await first, 'every clinic');
  assert.equal(await again, 'every clinic');
  await settle();
  assert.deepEqual(started, ['all', 'clinic']);
  clinic.finish('one clinic');
  assert.equal(await second, 'one clinic');
});

test('a failed computation lets the next one run, and is not kept', async () => {
  const cache = createAnswerCache<string>(60_000);
  await assert.rejects(
    cache.get('all', NOW, () => Promise.reject(new Error('database gone'))),
    /database gone/,
  );
  assert.equal(await cache.get('clinic', NOW, () => Promise.resolve('one clinic')), 'one clinic');
  assert.equal(await cache.get('all', NOW, () => Promise.resolve('every clinic')), 'every clinic');
});
