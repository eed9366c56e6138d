/**
 * Outreach clinics (docs/api.md §4): create and edit, the role-scoped search lists, staff lists, the duplicate
 * check. Everything is scoped to the caller's hospital from the token; body values (userId, roleId, hospitalId)
 * are accepted for wire compatibility and ignored.
 *
 * Privileges (Decision 3):
 *   newcamp                     CREATE (new clinic) or EDIT (campDTO.id given) on '/Outrich Clinic'
 *   hospitalstaffdetails,
 *   isDuplicateClinic           CREATE or EDIT on '/Outrich Clinic' (only the clinic screens use them)
 *   activecamp, campstaffdetails VIEW on any menu whose screens pick a clinic: '/Outrich Clinic', '/preg',
 *                               '/screening', '/clinical', '/reftohospital' (registration and the worklists
 *                               search camps too)
 *   activecampForReports        the same, or VIEW on '/reports'
 */
import type { FastifyInstance } from 'fastify';
import { clinicWrite, routes } from '@screening/domain/api';
import { authorize, hospitalScope, requireUser } from '../http/access.js';
import { serve } from '../http/contract-route.js';
import { forbidden, notFound } from '../http/errors.js';
import { findVisibleCamp, isClinicIdTaken, searchCamps } from './camp-queries.js';
import { saveCamp } from './camp-save.js';
import { campStaffOf, clinicCreatorId, groupByRole, hospitalStaff } from './camp-staff.js';

function ownHospital(hospitalId: number, requested: number): void {
  if (requested !== hospitalId) throw forbidden('OTHER_HOSPITAL');
}

export async function campsRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;

  serve(app, routes.newClinic, async (req, reply) => {
    // The route admits either privilege; the body decides which one is needed.
    await authorize(req, clinicWrite(req.body.campDTO.id ? 'EDIT' : 'CREATE'));
    const clinicId = await saveCamp(req, req.body);
    return reply.type('text/plain; charset=utf-8').send(clinicId);
  });

  for (const [entry, activeOnly] of [
    [routes.activeClinics, true],
    [routes.reportClinics, false],
  ] as const) {
    serve(app, entry, async (req) =>
      searchCamps(db, requireUser(req), hospitalScope(req), { search: req.body?.search ?? '', activeOnly }),
    );
  }

  serve(app, routes.hospitalStaff, async (req) => {
    const hospitalId = hospitalScope(req);
    ownHospital(hospitalId, req.params.hospitalId);
    return groupByRole(await hospitalStaff(db, hospitalId));
  });

  serve(app, routes.clinicStaff, async (req) => {
    const hospitalId = hospitalScope(req);
    const found = await findVisibleCamp(db, requireUser(req), hospitalId, req.params.campId);
    if (!found) throw notFound('CLINIC_NOT_FOUND');
    return groupByRole(await campStaffOf(db, hospitalId, found.id), await clinicCreatorId(db, hospitalId, found.id));
  });

  serve(app, routes.duplicateClinic, async (req, reply) => {
    const hospitalId = hospitalScope(req);
    ownHospital(hospitalId, req.params.hospitalId);
    // A JSON boolean, as the original (Fastify would send a bare boolean as text).
    return reply
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(await isClinicIdTaken(db, hospitalId, req.params.code)));
  });
}
