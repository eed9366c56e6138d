/** Master data lists (docs/api.md §2): geography cascade, roles, hospitals. Any signed-in user may read them. */
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { routes } from '@screening/domain/api';
import type { DistrictMaster, Hospital, PanchayatMaster, RoleMaster, StateMaster, TalukMaster } from '@screening/domain/types';
import {
  districtMaster,
  employeeRoleMaster,
  hospital,
  hospitalEmployeeMap,
  panchayatMaster,
  stateMaster,
  taluqMaster,
} from '../db/schema.js';
import { requireUser } from '../http/access.js';
import { serve } from '../http/contract-route.js';
import { employeeRank } from '../users/user-records.js';

export async function mastersRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  serve(app, routes.states, async (): Promise<StateMaster[]> =>
    db
      .select({ id: stateMaster.id, code: stateMaster.code, name: stateMaster.name })
      .from(stateMaster)
      .where(eq(stateMaster.isRecordDeleted, false))
      .orderBy(asc(stateMaster.id)),
  );

  serve(app, routes.districts, async (req): Promise<DistrictMaster[]> =>
    db
      .select({
        id: districtMaster.id,
        code: districtMaster.code,
        name: districtMaster.name,
        stateMasterId: districtMaster.stateMasterId,
      })
      .from(districtMaster)
      .where(and(eq(districtMaster.stateMasterId, req.params.stateId), eq(districtMaster.isRecordDeleted, false)))
      .orderBy(asc(districtMaster.id)),
  );

  serve(app, routes.taluks, async (req): Promise<TalukMaster[]> =>
    db
      .select({
        id: taluqMaster.id,
        code: taluqMaster.code,
        name: taluqMaster.name,
        districtMasterId: taluqMaster.districtMasterId,
      })
      .from(taluqMaster)
      .where(and(eq(taluqMaster.districtMasterId, req.params.districtId), eq(taluqMaster.isRecordDeleted, false)))
      .orderBy(asc(taluqMaster.name), asc(taluqMaster.id)),
  );

  serve(app, routes.panchayats, async (req): Promise<PanchayatMaster[]> =>
    db
      .select({
        id: panchayatMaster.id,
        code: panchayatMaster.code,
        name: panchayatMaster.name,
        taluqMasterId: panchayatMaster.taluqMasterId,
      })
      .from(panchayatMaster)
      .where(and(eq(panchayatMaster.taluqMasterId, req.params.taluqId), eq(panchayatMaster.isRecordDeleted, false)))
      .orderBy(asc(panchayatMaster.name), asc(panchayatMaster.id)),
  );

  // Every role, each marked with whether the caller may assign it (user management follows rank).
  serve(app, routes.roles, async (req): Promise<RoleMaster[]> => {
    const own = (await employeeRank(db, requireUser(req).userId)) ?? 0;
    const rows = await db
      .select({
        id: employeeRoleMaster.id,
        name: employeeRoleMaster.name,
        description: employeeRoleMaster.description,
        rank: employeeRoleMaster.rank,
      })
      .from(employeeRoleMaster)
      .where(eq(employeeRoleMaster.isRecordDeleted, false))
      .orderBy(asc(employeeRoleMaster.id));
    return rows.map(({ rank, ...role }) => ({ ...role, assignable: rank < own }));
  });

  // Only the caller's own hospitals: a user of one hospital must not see (or map users to) another tenant.
  const listHospitals = async (userId: number): Promise<Hospital[]> =>
    db
      .select({
        id: hospital.id,
        hospitalGroupId: hospital.hospitalGroupId,
        name: hospital.name,
        description: hospital.description,
        address: hospital.address,
        licenseNo: hospital.licenseNo,
      })
      .from(hospital)
      .innerJoin(
        hospitalEmployeeMap,
        and(
          eq(hospitalEmployeeMap.hospitalId, hospital.id),
          eq(hospitalEmployeeMap.employeeId, userId),
          eq(hospitalEmployeeMap.isRecordDeleted, false),
        ),
      )
      .where(eq(hospital.isRecordDeleted, false))
      .orderBy(asc(hospital.id));

  for (const entry of [routes.hospitals, routes.hospital]) {
    serve(app, entry, async (req) => listHospitals(requireUser(req).userId));
  }
}
