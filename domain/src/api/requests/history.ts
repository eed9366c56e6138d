/** Saving and prefilling the metric pages (docs/api.md §7, docs/discrepancies.md §18). */
import { Type, type Static, type StaticDecode } from '@sinclair/typebox';
import type { MetricGroup, MetricParam } from '../../types/metrics';
import { id, int, nullableFlag, nullableId, nullableText, optional, orNull, text, textId } from './common';

/**
 * One answer of a metric page. The original client sends the whole definition back with the answers, so keys
 * besides these are kept as sent (the server's parser has already refused NUL, lone surrogates and deep nesting).
 */
const MetricAnswer = Type.Unsafe<MetricParam>(
  Type.Object({
    // Every answer names its question (the form rules read testName.trim()).
    testName: text(500),
    subtestName: Type.Optional(nullableText(500)),
    selectedValues: Type.Optional(
      Type.Unsafe<(string | number | null)[] | null>({
        type: ['array', 'null'],
        maxItems: 500,
        items: { type: ['string', 'number', 'null'], maxLength: 2000 },
      }),
    ),
  }),
);

const metricGroup = (maxParams: number) =>
  Type.Unsafe<MetricGroup>(
    Type.Object({
      params: Type.Array(MetricAnswer, { maxItems: maxParams }),
      // A family card's member row (the original client sends back the id the prefill gave).
      ...optional({
        id: nullableId,
        repeat: nullableFlag,
        repeatlabel: nullableText(200),
      }),
    }),
  );

/** POST /curable/candidatehistory. Placeholder keys the UI adds (description, name, hospitalId, gender, …) are ignored. */
export const HistoryBody = Type.Object({
  candidateId: id,
  // HISTORY_TYPE (../../types/history-types.ts); any number is taken, as the original took it.
  type: int(0),
  ...optional({
    stage: nullableText(200),
    completed: Type.Unsafe<0 | 1 | null>({ type: ['null', 'integer'], enum: [null, 0, 1] }),
    diseaseTestMasterId: nullableId,
    testMetrics: orNull(metricGroup(500)),
    eligibilityMetrics: orNull(metricGroup(100)),
    familyMetrics: orNull(Type.Array(metricGroup(50), { maxItems: 100 }), true),
    familyMedicalMetrics: orNull(Type.Array(metricGroup(50), { maxItems: 100 }), true),
  }),
});
export type HistoryBody = Static<typeof HistoryBody>;

/** POST /curable/candidatehistoryForPrefil: the saved answers of one page, by type (1–7). */
export const PrefillBody = Type.Object({
  // The original client sends the participant id as text (from its local storage).
  candidateId: textId,
  // PREFILL_TYPE (../../types/history-types.ts); another number answers nothing.
  type: int(0),
  ...optional({
    diseaseTypeId: nullableId,
    diseaseTestId: nullableId,
  }),
});
export type PrefillBody = Static<typeof PrefillBody>;
export type PrefillInput = StaticDecode<typeof PrefillBody>;
