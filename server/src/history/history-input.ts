/** The body of POST /curable/candidatehistory (BEHAVIOUR §7.1, DISCREPANCIES 18): what the server reads of it. */
import type { MetricGroup } from '@screening/domain/types';
import { id, int, nullableFlag, nullableId, nullableText, text } from '../http/schemas.js';

/**
 * One answer of a metric page. The original client sends the whole definition back with the answers, so keys
 * besides these are kept as sent (the parser has already refused NUL, lone surrogates and deep nesting in them).
 */
const param = {
  type: 'object',
  // Every answer names its question (the form rules read testName.trim()).
  required: ['testName'],
  properties: {
    testName: text(500),
    subtestName: nullableText(500),
    selectedValues: { type: ['array', 'null'], maxItems: 500, items: { type: ['string', 'number', 'null'], maxLength: 2000 } },
  },
} as const;

const group = (maxParams: number) =>
  ({
    type: 'object',
    required: ['params'],
    properties: {
      params: { type: 'array', maxItems: maxParams, items: param },
      // A family card's member row (the original client sends back the id the prefill gave).
      id: nullableId,
      repeat: nullableFlag,
      repeatlabel: nullableText(200),
    },
  }) as const;

const nullableGroup = (maxParams: number) => ({ ...group(maxParams), type: ['object', 'null'] }) as const;
const groups = (maxGroups: number) => ({ type: ['null', 'array'], maxItems: maxGroups, items: group(50) }) as const;

export const historyBodySchema = {
  type: 'object',
  required: ['candidateId', 'type'],
  properties: {
    candidateId: id,
    type: int(0),
    stage: nullableText(200),
    completed: { type: ['null', 'integer'], enum: [null, 0, 1] },
    diseaseTestMasterId: nullableId,
    testMetrics: nullableGroup(500),
    eligibilityMetrics: nullableGroup(100),
    familyMetrics: groups(100),
    familyMedicalMetrics: groups(100),
  },
} as const;

/** Placeholder keys the UI adds (description, name, hospitalId, gender, …) are ignored; `id` is never read. */
export interface HistoryBody {
  candidateId: number;
  type: number;
  stage?: string | null;
  completed?: 0 | 1 | null;
  diseaseTestMasterId?: number | null;
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
