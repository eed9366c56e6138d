/**
 * POST /curable/candidatehistory (docs/api.md §7.1): one call for every metric page, dispatched in the original's
 * order — screening result, clinical result, eligibility, family personal, family medical. Each branch checks
 * its own privilege and runs in one audited transaction; the answers are stored as sent, less the questions' texts
 * in other languages.
 */
import type { FastifyRequest } from 'fastify';
import { CLINICAL_WRITE, REGISTRATION_WRITE, SCREENING_WRITE, type AccessGrant, type HistoryBody } from '@screening/domain/api';
import { groupWithoutLabels } from '@screening/domain/forms';
import { historyWriteKind, type HistoryWriteKind, type MetricGroup } from '@screening/domain/types';
import { callerScope } from '../camps/camp-scope.js';
import { badRequest } from '../http/errors.js';
import { inTransaction } from '../http/transaction.js';
import { loadParticipant, optionalId, requiredId } from '../candidates/participant.js';
import { requireGrant } from '../candidates/privileges.js';
import { followUpActor } from '../follow-up/follow-up.routes.js';
import { saveClinicalResult } from './clinical-result.js';
import { checkEligibility, dropCervicalScreening } from './eligibility.js';
import { checkFamilyMedical, replaceFamilyMembers } from './family-members.js';
import type { HistoryContext } from './history-input.js';
import { writeHistoryRow } from './history-row.js';
import { saveScreeningResult } from './screening-result.js';

function branchOf(body: HistoryBody): HistoryWriteKind {
  const kind = historyWriteKind(body);
  if (kind === null) throw badRequest('HISTORY_NOTHING_TO_SAVE', undefined, 'type');
  return kind;
}

function resultOf(body: HistoryBody): { diseaseTestMasterId: number; completed: 0 | 1; testMetrics: MetricGroup } {
  if (!body.testMetrics) throw badRequest('FIELD_REQUIRED', { field: 'testMetrics' }, 'testMetrics');
  return {
    diseaseTestMasterId: requiredId(body.diseaseTestMasterId, 'diseaseTestMasterId'),
    completed: body.completed ?? 0,
    testMetrics: body.testMetrics,
  };
}

const GRANTS: Record<HistoryWriteKind, [readonly AccessGrant[], string]> = {
  screening: [SCREENING_WRITE, 'record screening results'],
  clinical: [CLINICAL_WRITE, 'record clinical evaluations'],
  eligibility: [REGISTRATION_WRITE, 'record eligibility'],
  familyPersonal: [REGISTRATION_WRITE, 'record family details'],
  familyMedical: [REGISTRATION_WRITE, 'record family medical history'],
};

const ENTITY: Record<HistoryWriteKind, string> = {
  screening: 'candidate_test',
  clinical: 'candidate_test',
  eligibility: 'candidate_history',
  familyPersonal: 'candidate_history',
  familyMedical: 'candidate_history',
};

/** The answers without the questions' texts in other languages (`labels`), which the original client posts back. */
function withoutTexts(body: HistoryBody): HistoryBody {
  const groups = (list: MetricGroup[] | null | undefined) => (Array.isArray(list) ? list.map(groupWithoutLabels) : list);
  return {
    ...body,
    testMetrics: groupWithoutLabels(body.testMetrics),
    eligibilityMetrics: groupWithoutLabels(body.eligibilityMetrics),
    familyMetrics: groups(body.familyMetrics),
    familyMedicalMetrics: groups(body.familyMedicalMetrics),
  };
}

export async function saveCandidateHistory(req: FastifyRequest, sent: HistoryBody): Promise<void> {
  const body = withoutTexts(sent);
  const branch = branchOf(body);
  await requireGrant(req, ...GRANTS[branch]);
  // Checked before the transaction starts; read again where it is used.
  if (branch === 'screening' || branch === 'clinical') resultOf(body);
  const scope = callerScope(req);
  // Who records it, in which hospital, and when (the follow-up a result opens or moves is stamped alike).
  const ctx: HistoryContext = { ...followUpActor(req), candidateId: requiredId(body.candidateId, 'candidateId') };
  const definitionId = optionalId(body.diseaseTestMasterId, 'diseaseTestMasterId');

  await inTransaction(
    req,
    branch === 'screening' || branch === 'clinical' ? 'RESULT' : 'CREATE',
    ENTITY[branch],
    async (tx, audit) => {
      // First in the transaction: a participant outside the caller's camps is 404 and nothing is written.
      const participant = await loadParticipant(tx, scope, ctx.candidateId, true);
      audit.entityId = ctx.candidateId;
      switch (branch) {
        case 'screening':
          audit.details = { branch, ...(await saveScreeningResult(tx, ctx, participant, resultOf(body))) };
          return;
        case 'clinical':
          audit.details = { branch, ...(await saveClinicalResult(tx, ctx, resultOf(body))) };
          return;
        case 'eligibility': {
          const answers = body.eligibilityMetrics as MetricGroup;
          await checkEligibility(tx, ctx.hospitalId, participant, answers);
          const removedTests = await dropCervicalScreening(tx, ctx.candidateId, answers);
          const historyId = await writeHistoryRow(tx, ctx, body, definitionId, { eligibilityMetrics: answers });
          audit.details = { branch, historyId, removedTests };
          return;
        }
        case 'familyPersonal': {
          const groups = body.familyMetrics as MetricGroup[];
          const members = await replaceFamilyMembers(tx, participant, groups, ctx.login);
          const historyId = await writeHistoryRow(tx, ctx, body, definitionId, { familyMetrics: groups });
          audit.details = { branch, historyId, members };
          return;
        }
        default: {
          const groups = body.familyMedicalMetrics as MetricGroup[];
          checkFamilyMedical(groups);
          const historyId = await writeHistoryRow(tx, ctx, body, definitionId, { familyMedicalMetrics: groups });
          audit.details = { branch, historyId };
        }
      }
    },
  );
}
