/**
 * Brings the Tamil texts of the form questions and options (forms/tamil.ts) into the stored form definitions, so
 * a database seeded before they existed shows them too. Safe on every start: a row is written only when a
 * param's Tamil differs from tamil.ts. Only `labels.ta` is touched; every other key, and any other language,
 * stays as stored.
 */
import { isDeepStrictEqual } from 'node:util';
import { isMetricParam } from '@screening/domain/forms';
import type { MetricGroup, MetricParam } from '@screening/domain/types';
import { eq } from 'drizzle-orm';
import { diseaseTestMaster } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { tamilLabels } from './forms/params.js';

const METRIC_COLUMNS = ['testMetrics', 'eligibilityMetrics', 'medicalMetrics', 'familyMetrics', 'familyMedicalMetrics'] as const;

/** The param with tamil.ts's texts, or itself when they are already there or tamil.ts knows none of its texts. */
function withTamil(param: MetricParam): MetricParam {
  const values = Array.isArray(param.values) ? param.values.filter((v): v is string => typeof v === 'string') : [];
  const { ta } = tamilLabels(param.testName, values);
  const known = ta?.testName !== undefined || Object.keys(ta?.options ?? {}).length > 0;
  if (!known || isDeepStrictEqual(param.labels?.ta, ta)) return param;
  return { ...param, labels: { ...param.labels, ta } };
}

function refreshGroup(group: MetricGroup | null): MetricGroup | null {
  if (!group || !Array.isArray(group.params)) return group;
  let changed = false;
  const params = group.params.map((param) => {
    const next = isMetricParam(param) ? withTamil(param) : param;
    changed ||= next !== param;
    return next;
  });
  return changed ? { ...group, params } : group;
}

/** Adds or updates the Tamil texts of every stored form definition; returns how many rows changed. */
export async function refreshFormLabels(db: Db): Promise<number> {
  const rows = await db.select().from(diseaseTestMaster);
  let updated = 0;
  for (const row of rows) {
    const changes: Partial<Record<(typeof METRIC_COLUMNS)[number], MetricGroup | null>> = {};
    for (const column of METRIC_COLUMNS) {
      const group = refreshGroup(row[column]);
      if (group !== row[column]) changes[column] = group;
    }
    if (Object.keys(changes).length === 0) continue;
    await db
      .update(diseaseTestMaster)
      .set({ ...changes, lastModifiedBy: 'system', lastModifiedDate: new Date() })
      .where(eq(diseaseTestMaster.id, row.id));
    updated += 1;
  }
  return updated;
}
