import { HISTORY_TYPE, historyWriteKind } from './history-types';

const group = { groupName: 'G', metricParams: [] };

test('a history write is the result or the registration page its type and answers say', () => {
  expect(historyWriteKind({ type: HISTORY_TYPE.screeningResult, testMetrics: group })).toBe('screening');
  expect(historyWriteKind({ type: HISTORY_TYPE.clinicalResult, testMetrics: group })).toBe('clinical');
  expect(historyWriteKind({ type: HISTORY_TYPE.registration, eligibilityMetrics: group })).toBe('eligibility');
  expect(historyWriteKind({ type: HISTORY_TYPE.registration, familyMetrics: [] })).toBe('familyPersonal');
  expect(historyWriteKind({ type: HISTORY_TYPE.registration, familyMedicalMetrics: [group] })).toBe('familyMedical');
});

test('a screening result that also carries eligibility answers is a screening result, as the server saves it', () => {
  expect(historyWriteKind({ type: 1, testMetrics: group, eligibilityMetrics: group })).toBe('screening');
});

test('a write with nothing to save is nothing', () => {
  expect(historyWriteKind({ type: 1 })).toBeNull();
  expect(historyWriteKind({ type: 1, familyMetrics: null, familyMedicalMetrics: 'x' })).toBeNull();
});
