import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { MetricGroup } from '@screening/domain/types';
import { formDefinitions } from './index.js';
import { TAMIL } from './tamil.js';

const TAMIL_SCRIPT = /[\u0B80-\u0BFF]/;
const groups = (form: (typeof formDefinitions)[number]): MetricGroup[] =>
  [form.testMetrics, form.eligibilityMetrics, form.medicalMetrics, form.familyMetrics, form.familyMedicalMetrics].filter(
    (group): group is MetricGroup => Boolean(group),
  );

test('every question and option of every seed form has a Tamil text, in Tamil script', () => {
  const missing: string[] = [];
  let checked = 0;
  for (const form of formDefinitions)
    for (const group of groups(form))
      for (const param of group.params) {
        const ta = param.labels?.ta;
        const where = `${form.name} ${form.stage ?? ''} ${form.gender ?? ''}: ${param.testName}`;
        if (!ta?.testName || !TAMIL_SCRIPT.test(ta.testName)) missing.push(where);
        for (const value of param.values ?? []) {
          const text = ta?.options?.[value];
          if (!text || !TAMIL_SCRIPT.test(text)) missing.push(`${where} → ${value}`);
        }
        checked += 1;
      }
  assert.ok(checked > 100, `${checked} params checked`);
  assert.deepEqual(missing, []);
});

test('the Tamil texts sit beside the English ones: every existing key and value stays as it was', () => {
  const breast = formDefinitions.find((form) => form.stage === 'Breast Screening' && form.name === 'SCREENING');
  const examination = breast?.testMetrics?.params[0];
  assert.deepEqual(examination && { ...examination, labels: undefined }, {
    testName: 'Breast Examination',
    subtestName: 'NONE',
    valueType: 'SingleSelect',
    values: ['Yes', 'No', 'Not now'],
    selectedValues: [],
    isMandatory: true,
    condition: ['Symptoms', 'Right Breast on palpation', 'Left Breast on palpation', 'Nipple Discharge', 'Referral'].map(
      (enabledField) => ({ enabledField, triggerValue: 'Yes' }),
    ),
    labels: undefined,
  });
  assert.deepEqual(examination?.labels, {
    ta: {
      testName: 'மார்பகப் பரிசோதனை (Breast Examination)',
      options: { Yes: 'ஆம்', No: 'இல்லை', 'Not now': 'இப்போது இல்லை' },
    },
  });
});

test('tamil.ts holds no text that no form uses', () => {
  const used = new Set<string>();
  for (const form of formDefinitions)
    for (const group of groups(form))
      for (const param of group.params) for (const text of [param.testName, ...(param.values ?? [])]) used.add(text.trim());
  assert.deepEqual(
    Object.keys(TAMIL).filter((english) => !used.has(english)),
    [],
  );
});
