import type { diseaseTestMaster } from '../../db/schema.js';

/** A disease_test_master row without its hospital (the seed adds that). */
export type FormDefinition = Omit<typeof diseaseTestMaster.$inferInsert, 'id' | 'hospitalId'>;

/** disease_master id of "Cancer" (the only disease the seed flows use). */
export const CANCER = 1;
