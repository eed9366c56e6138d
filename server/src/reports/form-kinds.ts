/**
 * Which disease tests feed which report block. The blocks are per disease (breast, cervical, oral, symptoms);
 * a test's disease is read from its stage label (e.g. "Breast Screening"), so a hospital's own definitions
 * (several rows per disease, one per gender) all land in the right block.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { diseaseTestMaster } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

export const DISEASES = ['breast', 'cervical', 'oral', 'symptoms'] as const;
export type Disease = (typeof DISEASES)[number];

export interface FormKinds {
  screening: Record<Disease, number[]>;
  clinical: Record<Disease, number[]>;
}

export function diseaseOf(label: string | null | undefined): Disease | null {
  const text = (label ?? '').toLowerCase();
  if (text.includes('symptom')) return 'symptoms';
  if (text.includes('breast')) return 'breast';
  if (text.includes('cervi')) return 'cervical';
  if (text.includes('oral')) return 'oral';
  return null;
}

const empty = (): Record<Disease, number[]> => ({ breast: [], cervical: [], oral: [], symptoms: [] });

export async function loadFormKinds(db: DbOrTx, hospitalId: number): Promise<FormKinds> {
  const rows = await db
    .select({
      id: diseaseTestMaster.id,
      name: diseaseTestMaster.name,
      stage: diseaseTestMaster.stage,
      description: diseaseTestMaster.description,
    })
    .from(diseaseTestMaster)
    .where(and(eq(diseaseTestMaster.hospitalId, hospitalId), inArray(diseaseTestMaster.name, ['SCREENING', 'CLINICAL'])));
  const kinds: FormKinds = { screening: empty(), clinical: empty() };
  for (const row of rows) {
    const disease = diseaseOf(row.stage) ?? diseaseOf(row.description);
    if (!disease) continue;
    (row.name === 'SCREENING' ? kinds.screening : kinds.clinical)[disease].push(row.id);
  }
  return kinds;
}

/** Reverse lookup: test master id → disease. */
export function diseaseByTest(kinds: Record<Disease, number[]>): Map<number, Disease> {
  const map = new Map<number, Disease>();
  for (const disease of DISEASES) for (const id of kinds[disease]) map.set(id, disease);
  return map;
}

export function allTests(kinds: Record<Disease, number[]>): number[] {
  return DISEASES.flatMap((d) => kinds[d]);
}
