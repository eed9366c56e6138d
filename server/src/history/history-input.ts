/** The body of POST /curable/candidatehistory (BEHAVIOUR §7.1, DISCREPANCIES 18): what the server reads of it. */
import type { MetricGroup } from '@screening/shared/types';

const group = (maxParams: number) =>
  ({
    type: 'object',
    required: ['params'],
    properties: { params: { type: 'array', maxItems: maxParams, items: { type: 'object' } } },
  }) as const;

const groups = (maxGroups: number) => ({ type: ['null', 'array'], maxItems: maxGroups, items: group(50) }) as const;

export const historyBodySchema = {
  type: 'object',
  required: ['candidateId', 'type'],
  properties: {
    type: { type: 'integer' },
    stage: { type: ['null', 'string'], maxLength: 200 },
    completed: { type: ['null', 'integer'], enum: [null, 0, 1] },
    testMetrics: { anyOf: [{ type: 'null' }, group(500)] },
    eligibilityMetrics: { anyOf: [{ type: 'null' }, group(100)] },
    familyMetrics: groups(100),
    familyMedicalMetrics: groups(100),
  },
} as const;

/** Placeholder keys the UI adds (description, name, hospitalId, gender, …) are ignored; `id` is never read. */
export interface HistoryBody {
  candidateId: unknown;
  type: number;
  stage?: string | null;
  completed?: 0 | 1 | null;
  diseaseTestMasterId?: unknown;
  testMetrics?: MetricGroup | null;
  eligibilityMetrics?: MetricGroup | null;
  familyMetrics?: MetricGroup[] | null;
  familyMedicalMetrics?: MetricGroup[] | null;
}

/** What a branch needs besides the body. */
export interface HistoryContext {
  hospitalId: number;
  login: string;
  candidateId: number;
}
