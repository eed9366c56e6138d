import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedRequiredRange, sharedSatisfies } from './workspace.js';

test('a build needs at least the @screening/shared minor it was built against, within its major', () => {
  assert.equal(sharedRequiredRange('2.1.0'), '^2.1.0');
  assert.equal(sharedRequiredRange('2.1.7'), '^2.1.0');
  assert.equal(sharedRequiredRange('3.0.0'), '^3.0.0');
});

test('a shell runs a build made against its own major, at that minor or an earlier one', () => {
  assert.equal(sharedSatisfies('2.4.0', '2.3.1'), true);
  assert.equal(sharedSatisfies('2.4.0', '2.4.0'), true);
  assert.equal(sharedSatisfies('2.3.0', '2.4.0'), false);
  assert.equal(sharedSatisfies('3.0.0', '2.4.0'), false, 'an area built against 2.x is refused by a 3.0 shell');
  assert.equal(sharedSatisfies('2.4.0', '3.0.0'), false);
});
