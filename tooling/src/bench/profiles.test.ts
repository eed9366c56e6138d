import assert from 'node:assert/strict';
import { test } from 'node:test';
import { describeProfile, profileOf } from './profiles.js';

test('--profile picks the conditions of the journey; desktop when absent; an unknown name is refused', () => {
  assert.equal(profileOf(['--runs', '3']).name, 'desktop');
  const mobile = profileOf(['--profile', 'mobile', '--original']);
  assert.deepEqual([mobile.latencyMs, mobile.downKbit, mobile.upKbit, mobile.cpuSlowdown], [150, 1600, 750, 4]);
  assert.equal(profileOf(['--profile', 'slow4g']).cpuSlowdown, 1);
  assert.throws(() => profileOf(['--profile', 'tablet']), /--profile must be one of desktop, mobile, slow4g, got "tablet"/);
  assert.throws(() => profileOf(['--profile']), /got ""/);
  assert.throws(() => profileOf(['--profile', 'toString']), /got "toString"/);
  assert.equal(describeProfile(mobile), 'mobile (150 ms per request, 1.6 Mbit/s down, 750 kbit/s up, CPU slowed 4×)');
});
