/** Reads of form definitions (disease_test_master) and their wire shape (docs/api.md §6). */
import { and, desc, eq, isNull, or, type SQL } from 'drizzle-orm';
import { formGender } from '@screening/domain/forms';
import type { DiseaseTestMaster, Gender } from '@screening/domain/types';
import { diseaseTestMaster } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';

type Row = typeof diseaseTestMaster.$inferSelect;

export function toDiseaseTestDto(row: Row): DiseaseTestMaster {
  return {
    id: row.id,
    name: row.name,
    description: row.description ?? '',
    diseaseTestId: row.diseaseTestId,
    defalutTest: row.defalutTest,
    hospitalId: row.hospitalId,
    stage: row.stage,
    gender: row.gender,
    testMetrics: row.testMetrics,
    eligibilityMetrics: row.eligibilityMetrics,
    medicalMetrics: row.medicalMetrics,
    familyMetrics: row.familyMetrics,
    familyMedicalMetrics: row.familyMedicalMetrics,
    diseaseMasterId: row.diseaseMasterId,
    // The original serialises the age rule column as `condition`.
    condition: row.rule,
  };
}

/** The newest live definition of the hospital matching `where`, or null. */
async function newest(db: DbOrTx, hospitalId: number, where: SQL | undefined): Promise<DiseaseTestMaster | null> {
  const rows = await db
    .select()
    .from(diseaseTestMaster)
    .where(and(eq(diseaseTestMaster.hospitalId, hospitalId), eq(diseaseTestMaster.isRecordDeleted, false), where))
    .orderBy(desc(diseaseTestMaster.id))
    .limit(1);
  return rows[0] ? toDiseaseTestDto(rows[0]) : null;
}

/** By name (e.g. ELIGIBILE) and gender; a definition without gender serves both. */
export const findByNameAndGender = (db: DbOrTx, hospitalId: number, name: string, gender: Gender) =>
  newest(
    db,
    hospitalId,
    and(eq(diseaseTestMaster.name, name), or(eq(diseaseTestMaster.gender, formGender(gender)), isNull(diseaseTestMaster.gender))),
  );

export const findByStage = (db: DbOrTx, hospitalId: number, stage: string) =>
  newest(db, hospitalId, eq(diseaseTestMaster.stage, stage));

export const findById = (db: DbOrTx, hospitalId: number, id: number) => newest(db, hospitalId, eq(diseaseTestMaster.id, id));
