/** Participant routes: enrol, tag, general details, medical details, habit types and the three lists (BEHAVIOUR §5). */
import type { FastifyInstance } from 'fastify';
import { hospitalScope, requireUser } from '../http/access.js';
import { candidateBodySchema, type CandidateBody } from './candidate-input.js';
import { saveCandidate } from './candidate-save.js';
import { listCandidates, type ListStage } from './candidates-list.js';
import { habitTypesOf } from './habit-types.js';
import { medicalBodySchema, saveMedicalHistory } from './medical-history.js';
import { anyOf, PARTICIPANT_READ, PATIENT_EDIT, REGISTRATION_WRITE } from './privileges.js';

const listBodySchema = {
  type: 'object',
  required: ['stage'],
  properties: {
    stage: { type: 'integer', enum: [1, 2, 3] },
    search: { type: ['null', 'string'], maxLength: 100 },
  },
} as const;

export async function candidatesRoutes(app: FastifyInstance): Promise<void> {
  // Both paths run the same routine: the branch is chosen by id and screenId.
  for (const path of ['/candidate', '/saveCandidate']) {
    app.post<{ Body: CandidateBody }>(
      path,
      { config: { access: anyOf(REGISTRATION_WRITE, PATIENT_EDIT) }, schema: { body: candidateBodySchema } },
      async (req) => saveCandidate(req, req.body),
    );
  }

  app.post<{ Body: { stage: ListStage; search?: string | null } }>(
    '/getCandidatesList',
    { config: { access: anyOf(PARTICIPANT_READ) }, schema: { body: listBodySchema } },
    // hospitalId, roleId and userId of the body are ignored: the token says who is asking.
    async (req) =>
      listCandidates(req.server.db, requireUser(req), hospitalScope(req), req.body.stage, (req.body.search ?? '').trim()),
  );

  app.get<{ Params: { habit: string } }>(
    '/getHabitTypes/:habit',
    {
      config: { access: anyOf(PARTICIPANT_READ) },
      schema: { params: { type: 'object', required: ['habit'], properties: { habit: { type: 'string', maxLength: 64 } } } },
    },
    async (req) => habitTypesOf(req.params.habit),
  );

  app.post<{ Body: Parameters<typeof saveMedicalHistory>[1] }>(
    '/createMedicalHistory',
    { config: { access: anyOf(REGISTRATION_WRITE) }, schema: { body: medicalBodySchema } },
    // The record id as a JSON number (BEHAVIOUR §5.6).
    async (req, reply) => reply.type('application/json').send(JSON.stringify(await saveMedicalHistory(req, req.body))),
  );
}
