/**
 * Form definitions for the eligibility, family, screening and clinical pages (docs/api.md §6). Both path forms
 * are served; a `/:hospitalId` segment is accepted for compatibility but the caller's own hospital is used.
 */
import type { FastifyInstance } from 'fastify';
import { routes } from '@screening/domain/api';
import type { DiseaseTestMaster, Gender } from '@screening/domain/types';
import { hospitalScope } from '../http/access.js';
import { serve } from '../http/contract-route.js';
import { badRequest, notFound } from '../http/errors.js';
import { screeningTests } from '../candidates/screening-tests.js';
import { findById, findByNameAndGender, findByStage } from './disease-tests.js';

const isGender = (value: string): value is Gender => value === 'MALE' || value === 'FEMALE' || value === 'OTHER';

function found(definition: DiseaseTestMaster | null, what: string): DiseaseTestMaster {
  if (!definition) throw notFound('FORM_NOT_FOUND', { form: what });
  return definition;
}

export async function metricsRoutes(app: FastifyInstance): Promise<void> {
  for (const entry of [routes.metricsByGender, routes.metricsByGenderOfHospital]) {
    serve(app, entry, async (req) => {
      // Upper-case enum names on the wire; lower case is accepted and normalised.
      const gender = req.params.gender.toUpperCase();
      if (!isGender(gender)) throw badRequest('GENDER_VALUE', undefined, 'gender');
      const definition = await findByNameAndGender(req.server.db, hospitalScope(req), req.params.type, gender);
      return found(definition, `${req.params.type}/${gender}`);
    });
  }

  for (const entry of [routes.metrics, routes.metricsOfHospital]) {
    serve(app, entry, async (req) =>
      found(await findByStage(req.server.db, hospitalScope(req), req.params.stage), `stage ${req.params.stage}`),
    );
  }

  // Who is due which screening test, for a device that enrols offline (domain screeningTestsDue decides on both).
  serve(app, routes.screeningTests, async (req) => screeningTests(req.server.db, hospitalScope(req)));

  serve(app, routes.metricsById, async (req) =>
    found(await findById(req.server.db, hospitalScope(req), req.params.id), `id ${req.params.id}`),
  );
}
