import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sharedRequiredRange } from './workspace.js';

test('a build needs at least the @screening/shared minor it was built against, within its major', () => {
  assert.equal(sharedRequiredRange('2.1.0'), '^2.1.0');
  assert.equal(sharedRequiredRange('2.1.7'), '^2.1.0');
  assert.equal(sharedRequiredRange('3.0.0'), '^3.0.0');
});
