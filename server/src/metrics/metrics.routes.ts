/**
 * Form definitions for the eligibility, family, screening and clinical pages (docs/api.md §6). Both path forms
 * are served; a `/:hospitalId` segment is accepted for compatibility but the caller's own hospital is used.
 */
import type { FastifyInstance } from 'fastify';
import { MetricsByGenderParams, MetricsByStageParams, MetricsIdParams } from '@screening/domain/api';
import type { DiseaseTestMaster, Gender } from '@screening/domain/types';
import { hospitalScope, type Access } from '../http/access.js';
import { badRequest, notFound } from '../http/errors.js';
import { screeningTests } from '../candidates/screening-tests.js';
import { findById, findByNameAndGender, findByStage } from './disease-tests.js';

/** The forms belong to registration, screening and clinical work; any of those menus grants reading them. */
const formsAccess: Access = {
  anyOf: [
    { url: '/preg', privilege: 'VIEW' },
    { url: '/screening', privilege: 'VIEW' },
    { url: '/clinical', privilege: 'VIEW' },
    { url: '/reftohospital', privilege: 'VIEW' },
  ],
};

const isGender = (value: string): value is Gender => value === 'MALE' || value === 'FEMALE' || value === 'OTHER';

function found(definition: DiseaseTestMaster | null, what: string): DiseaseTestMaster {
  if (!definition) throw notFound('FORM_NOT_FOUND', { form: what });
  return definition;
}

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  for (const path of ['/getMetricsByGender/:type/:gender', '/getMetricsByGender/:type/:gender/:hospitalId']) {
    app.get<{ Params: MetricsByGenderParams }>(
      path,
      { config: { access: formsAccess }, schema: { params: MetricsByGenderParams } },
      async (req) => {
        // Upper-case enum names on the wire; lower case is accepted and normalised.
        const gender = req.params.gender.toUpperCase();
        if (!isGender(gender)) throw badRequest('GENDER_VALUE', undefined, 'gender');
        const definition = await findByNameAndGender(req.server.db, hospitalScope(req), req.params.type, gender);
        return found(definition, `${req.params.type}/${gender}`);
      },
    );
  }

  for (const path of ['/getMetrics/:stage', '/getMetrics/:stage/:hospitalId']) {
    app.get<{ Params: MetricsByStageParams }>(
      path,
      { config: { access: formsAccess }, schema: { params: MetricsByStageParams } },
      async (req) => found(await findByStage(req.server.db, hospitalScope(req), req.params.stage), `stage ${req.params.stage}`),
    );
  }

  // Who is due which screening test, for a device that enrols offline (domain screeningTestsDue decides on both).
  app.get('/getScreeningTests', { config: { access: formsAccess } }, async (req) =>
    screeningTests(req.server.db, hospitalScope(req)),
  );

  app.get<{ Params: MetricsIdParams }>(
    '/getMetricsById/:id',
    { config: { access: formsAccess }, schema: { params: MetricsIdParams } },
    async (req) => found(await findById(req.server.db, hospitalScope(req), req.params.id), `id ${req.params.id}`),
  );
}
