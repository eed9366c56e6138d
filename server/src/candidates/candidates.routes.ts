/** Participant routes: enrol, tag, general details, medical details, habit types and the three lists (BEHAVIOUR §5). */
import type { FastifyInstance } from 'fastify';
import { hospitalScope, requireUser } from '../http/access.js';
import { candidateBodySchema, type CandidateBody } from './candidate-input.js';
import { saveCandidate } from './candidate-save.js';
import {
  listCandidates,
  WORKLIST_MAX_ROWS,
  WORKLIST_TOTAL_HEADER,
  type ListStage,
  type WorklistPage,
} from './candidates-list.js';
import { habitTypesOf } from './habit-types.js';
import { medicalBodySchema, saveMedicalHistory } from './medical-history.js';
import { anyOf, PARTICIPANT_READ, PATIENT_EDIT, REGISTRATION_WRITE } from './privileges.js';

const listBodySchema = {
  type: 'object',
  required: ['stage'],
  properties: {
    stage: { type: 'integer', enum: [1, 2, 3] },
    search: { type: ['null', 'string'], maxLength: 100 },
    page: { type: ['null', 'integer'], minimum: 0, maximum: 100_000 },
    size: { type: ['null', 'integer'], minimum: 1, maximum: WORKLIST_MAX_ROWS },
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

  app.post<{ Body: { stage: ListStage; search?: string | null } & WorklistPage }>(
    '/getCandidatesList',
    { config: { access: anyOf(PARTICIPANT_READ) }, schema: { body: listBodySchema } },
    // hospitalId, roleId and userId of the body are ignored: the token says who is asking.
    async (req, reply) => {
      const { stage, search, page, size } = req.body;
      const { rows, total } = await listCandidates(
        req.server.db,
        requireUser(req),
        hospitalScope(req),
        stage,
        (search ?? '').trim(),
        {
          page,
          size,
        },
      );
      // The body stays the list the original client reads; the number of all matches travels beside it.
      return reply.header(WORKLIST_TOTAL_HEADER, String(total)).send(rows);
    },
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
