import type { MetricParam } from '../types/metrics';
import { breast, chain } from './fixtures.test-data';
import { isRoot, isVisible, pruneHidden, rootParams, triggerMatches, visibleNameSet, visibleParams } from './visibility';

const names = (params: readonly MetricParam[], answers: Record<string, string[]>) =>
  visibleParams(params, answers).map((p) => p.testName);

describe('roots', () => {
  it('are the params no other param enables', () => {
    expect(rootParams(chain).map((p) => p.testName)).toEqual(['Gate', 'Notes']);
    expect(isRoot(chain, 'Gate')).toBe(true);
    expect(isRoot(chain, 'Level2')).toBe(false);
  });

  it('are visible with no answers; children are not', () => {
    expect(names(chain, {})).toEqual(['Gate', 'Notes']);
  });

  it('a param naming only itself is still a root', () => {
    const selfRef: MetricParam[] = [
      { testName: 'A', valueType: 'SingleSelect', condition: [{ enabledField: 'A', triggerValue: 'Yes' }] },
    ];
    expect(names(selfRef, {})).toEqual(['A']);
  });
});

describe('children', () => {
  it('show when the parent answer equals the trigger (trimmed)', () => {
    expect(names(chain, { Gate: ['Yes'] })).toEqual(['Gate', 'Level1', 'Notes']);
    expect(names(chain, { Gate: [' Yes '] })).toEqual(['Gate', 'Level1', 'Notes']);
    expect(names(chain, { Gate: ['No'] })).toEqual(['Gate', 'Notes']);
    expect(names(chain, { Gate: ['yes'] })).toEqual(['Gate', 'Notes']);
  });

  it('one parent enables different children on different triggers', () => {
    expect(names(chain, { Gate: ['Not now'] })).toEqual(['Gate', 'Reason', 'Notes']);
  });

  it('chains three levels deep, multi-select parents by containment', () => {
    const answers = { Gate: ['Yes'], Level1: ['Deep'], Level2: ['Other', 'Deeper'] };
    expect(names(chain, answers)).toEqual(['Gate', 'Level1', 'Level2', 'Level3', 'Notes']);
    expect(isVisible(chain, answers, 'Level3')).toBe(true);
    expect(isVisible(chain, { ...answers, Level2: ['Other'] }, 'Level3')).toBe(false);
  });

  it('a child of a hidden parent stays hidden even if the stale answer matches', () => {
    expect(names(chain, { Gate: ['No'], Level1: ['Deep'], Level2: ['Deeper'] })).toEqual(['Gate', 'Notes']);
  });

  it('single-valued parents compare their first answer only', () => {
    const p = { testName: 'X', valueType: 'SingleSelect' };
    expect(triggerMatches(p, { X: ['No', 'Yes'] }, 'Yes')).toBe(false);
    expect(triggerMatches({ ...p, valueType: 'MultiSelect' }, { X: ['No', 'Yes'] }, 'Yes')).toBe(true);
    expect(triggerMatches(p, { X: [''] }, '')).toBe(false);
  });

  it('matches enabledField to testName trimmed', () => {
    const params: MetricParam[] = [
      { testName: 'Parent', valueType: 'SingleSelect', condition: [{ enabledField: 'Relation', triggerValue: 'Yes' }] },
      { testName: 'Relation ', valueType: 'SingleSelect' },
    ];
    expect(names(params, { Parent: ['Yes'] })).toEqual(['Parent', 'Relation ']);
    expect(names(params, {})).toEqual(['Parent']);
  });

  it('works on the breast screening shape', () => {
    expect(names(breast, { 'Breast Examination': ['Yes'], Referral: ['Yes'] })).toEqual([
      'Breast Examination',
      'Right Breast on palpation',
      'Referral',
      'Referred for',
    ]);
  });
});

describe('cycles', () => {
  it('terminate, and a cycle with no root stays hidden', () => {
    const cyclic: MetricParam[] = [
      { testName: 'A', valueType: 'SingleSelect', condition: [{ enabledField: 'B', triggerValue: 'Yes' }] },
      { testName: 'B', valueType: 'SingleSelect', condition: [{ enabledField: 'A', triggerValue: 'Yes' }] },
      { testName: 'Root', valueType: 'Input' },
    ];
    expect(names(cyclic, { A: ['Yes'], B: ['Yes'] })).toEqual(['Root']);
  });

  it('terminate when a reachable cycle loops back to the root', () => {
    const loop: MetricParam[] = [
      { testName: 'R', valueType: 'SingleSelect', condition: [{ enabledField: 'B', triggerValue: 'Yes' }] },
      { testName: 'B', valueType: 'SingleSelect', condition: [{ enabledField: 'C', triggerValue: 'Yes' }] },
      { testName: 'C', valueType: 'SingleSelect', condition: [{ enabledField: 'B', triggerValue: 'Yes' }] },
    ];
    expect(names(loop, { R: ['Yes'], B: ['Yes'], C: ['Yes'] })).toEqual(['R', 'B', 'C']);
    expect(visibleNameSet(loop, { R: ['No'], B: ['Yes'], C: ['Yes'] })).toEqual(new Set(['R']));
  });
});

describe('pruneHidden', () => {
  it('drops answers of hidden fields recursively and keeps unrelated keys', () => {
    const answers = { Gate: ['No'], Level1: ['Deep'], Level2: ['Deeper'], Level3: ['text'], Notes: ['n'], extra: ['kept'] };
    expect(pruneHidden(chain, answers)).toEqual({ Gate: ['No'], Notes: ['n'], extra: ['kept'] });
  });
});
