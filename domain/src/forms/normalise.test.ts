import type { MetricParam } from '../types/metrics';
import { isMetricParam, normaliseParams, sameName } from './normalise';

describe('normaliseParams', () => {
  it('accepts `condition` or `conditions`, trimmed and merged', () => {
    const params: MetricParam[] = [
      { testName: 'A', valueType: 'SingleSelect', condition: [{ enabledField: ' B ', triggerValue: ' Yes ' }] },
      { testName: 'C', valueType: 'SingleSelect', conditions: [{ enabledField: 'D', triggerValue: 'No' }] },
      {
        testName: 'E',
        valueType: 'SingleSelect',
        condition: [{ enabledField: 'F', triggerValue: 'Yes' }],
        conditions: [
          { enabledField: 'F', triggerValue: 'Yes' },
          { enabledField: 'G', triggerValue: 'Yes' },
        ],
      },
    ];
    const [a, c, e] = normaliseParams(params);
    expect(a.condition).toEqual([{ enabledField: 'B', triggerValue: 'Yes' }]);
    expect(c.condition).toEqual([{ enabledField: 'D', triggerValue: 'No' }]);
    expect(c).not.toHaveProperty('conditions');
    expect(e.condition).toEqual([
      { enabledField: 'F', triggerValue: 'Yes' },
      { enabledField: 'G', triggerValue: 'Yes' },
    ]);
  });

  it('keeps unknown keys and the exact testName, fills missing arrays', () => {
    const [p] = normaliseParams([
      { testName: 'Relation ', valueType: ' SingleSelect ', subtestName: 'NONE', custom: 42, condition: null },
    ]);
    expect(p).toMatchObject({
      testName: 'Relation ',
      valueType: 'SingleSelect',
      subtestName: 'NONE',
      custom: 42,
      values: [],
      condition: [],
    });
  });

  it('drops malformed entries and conditions', () => {
    const out = normaliseParams([
      null,
      7,
      { valueType: 'Input' },
      { testName: 'A', valueType: 'Input', condition: [null, { triggerValue: 'x' }, { enabledField: '  ' }] },
    ]);
    expect(out).toHaveLength(1);
    expect(out[0].condition).toEqual([]);
    expect(normaliseParams(null)).toEqual([]);
    expect(isMetricParam({ testName: 'x' })).toBe(true);
    expect(isMetricParam({ name: 'x' })).toBe(false);
  });

  it('compares names trimmed', () => {
    expect(sameName('Relation ', 'Relation')).toBe(true);
    expect(sameName('Relation', 'relation')).toBe(false);
  });
});
