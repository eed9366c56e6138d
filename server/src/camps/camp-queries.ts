/** Reads of camps: the search lists (activecamp, activecampForReports), one visible camp, the duplicate check. */
import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { Camp } from '@screening/domain/types';
import { camp, districtMaster, panchayatMaster, stateMaster, taluqMaster } from '../db/schema.js';
import type { DbOrTx } from '../db/types.js';
import type { AuthUser } from '../http/access.js';
import { CAMP_TIME_ZONE } from './camp-dates.js';
import { isActiveCamp, visibleCamps } from './camp-scope.js';

/** The original's "date space time" in UTC, without the fraction (docs/discrepancies.md §11 REC). */
const utcTimestamp = (column: typeof camp.startDate | typeof camp.endDate) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD HH24:MI:SS')`;
const istDay = (column: typeof camp.startDate | typeof camp.endDate) =>
  sql<string | null>`to_char(${column} at time zone ${CAMP_TIME_ZONE}, 'YYYY-MM-DD')`;

const campColumns = {
  id: camp.id,
  campIdPrefix: camp.campIdPrefix,
  campName: camp.name,
  pincode: camp.pincode,
  startDate: utcTimestamp(camp.startDate),
  endDate: utcTimestamp(camp.endDate),
  displayStartDate: istDay(camp.startDate),
  displayEndDate: istDay(camp.endDate),
  noCampcordinators: camp.noCampcordinators,
  noDoctors: camp.noDoctors,
  noNurses: camp.noNurses,
  noProgramCoordinators: camp.noProgramcordinators,
  noSocialWorkers: camp.noSocialworkers,
  plannedEnrolment: camp.plannedEnrolment,
  panchayatMasterId: camp.panchayatMasterId,
  hospitalId: camp.hospitalId,
  panchayatName: panchayatMaster.name,
  talukId: taluqMaster.id,
  talukName: taluqMaster.name,
  districtId: districtMaster.id,
  districtName: districtMaster.name,
  stateId: stateMaster.id,
  stateName: stateMaster.name,
};

/** The keys of the original (campId, panchayatId, …) plus id, hospitalId, panchayatMasterId and the geography ids. */
function toCamp(row: CampRow): Camp {
  const id = row.id as number;
  const panchayatId = row.panchayatMasterId ?? 0;
  return {
    campIdPrefix: row.campIdPrefix ?? '',
    campName: row.campName ?? '',
    stateName: row.stateName ?? '',
    districtName: row.districtName ?? '',
    talukName: row.talukName ?? '',
    panchayatName: row.panchayatName ?? '',
    pincode: row.pincode ?? '',
    campId: id,
    startDate: row.startDate ?? '',
    endDate: row.endDate,
    panchayatId,
    displayStartDate: row.displayStartDate ?? '',
    displayEndDate: row.displayEndDate,
    noCampcordinators: row.noCampcordinators ?? 0,
    noDoctors: row.noDoctors ?? 0,
    noNurses: row.noNurses ?? 0,
    noProgramCoordinators: row.noProgramCoordinators ?? 0,
    noSocialWorkers: row.noSocialWorkers ?? 0,
    plannedEnrolment: row.plannedEnrolment ?? null,
    id,
    hospitalId: row.hospitalId ?? 0,
    panchayatMasterId: panchayatId,
    stateId: row.stateId ?? undefined,
    districtId: row.districtId ?? undefined,
    talukId: row.talukId ?? undefined,
  };
}

type CampRow = Awaited<ReturnType<typeof selectCamps>>[number];

function selectCamps(db: DbOrTx, where: SQL) {
  return db
    .select(campColumns)
    .from(camp)
    .leftJoin(panchayatMaster, eq(panchayatMaster.id, camp.panchayatMasterId))
    .leftJoin(taluqMaster, eq(taluqMaster.id, panchayatMaster.taluqMasterId))
    .leftJoin(districtMaster, eq(districtMaster.id, taluqMaster.districtMasterId))
    .leftJoin(stateMaster, eq(stateMaster.id, districtMaster.stateMasterId))
    .where(where);
}

/** `LIKE` wildcards in the user's text are matched literally. */
const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export interface CampSearch {
  search: string;
  /** activecamp: only camps not yet ended; the reports list also wants past camps. */
  activeOnly: boolean;
}

/** The caller's camps whose name or clinic ID contains the text (case-insensitive), newest start first. */
export async function searchCamps(
  db: DbOrTx,
  user: AuthUser,
  hospitalId: number,
  { search, activeOnly }: CampSearch,
): Promise<Camp[]> {
  const text = search.trim();
  const conditions: SQL[] = [visibleCamps(user, hospitalId)];
  if (activeOnly) conditions.push(isActiveCamp);
  if (text) conditions.push(or(ilike(camp.name, containsPattern(text)), ilike(camp.campIdPrefix, containsPattern(text))) as SQL);
  const rows = await selectCamps(db, and(...conditions) as SQL).orderBy(desc(camp.startDate), desc(camp.id));
  return rows.map(toCamp);
}

/** One camp the caller may see (past camps included), or null. */
export async function findVisibleCamp(db: DbOrTx, user: AuthUser, hospitalId: number, campId: number): Promise<Camp | null> {
  const [row] = await selectCamps(db, and(eq(camp.id, campId), visibleCamps(user, hospitalId)) as SQL).limit(1);
  return row ? toCamp(row) : null;
}

/** True when a live camp of the hospital already has this clinic ID (docs/api.md §4.5). */
export async function isClinicIdTaken(db: DbOrTx, hospitalId: number, campIdPrefix: string): Promise<boolean> {
  const [row] = await db
    .select({ id: camp.id })
    .from(camp)
    .where(and(eq(camp.hospitalId, hospitalId), eq(camp.campIdPrefix, campIdPrefix.trim()), eq(camp.isRecordDeleted, false)))
    .limit(1);
  return row !== undefined;
}
