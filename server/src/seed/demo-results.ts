/**
 * Screening and clinical results of one demo participant, with the state rules of docs/api.md §7.1: a result is
 * the test row's testResult; "Not now" keeps the test pending with no referral; a finished referral creates
 * the pending clinical test of that disease and sets optionalId 1; when no screening is pending, optionalId 1
 * and consentDate; when no clinical test is pending, optionalId 2. The symptoms test never refers to a
 * clinical evaluation. A referral opens her follow-up and a finished evaluation is her visit, by the product's own
 * rules (follow-up/open.ts), on the days they happened.
 */
import { and, eq } from 'drizzle-orm';
import type { MetricGroup } from '@screening/domain/types';
import { istDay } from '../camps/camp-dates.js';
import { candidate, candidateTest, employee } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { attendedByEvaluation, openFollowUp, type FollowUpActor } from '../follow-up/open.js';
import {
  answered,
  breastClinicalAnswers,
  breastScreeningAnswers,
  cervicalClinicalAnswers,
  cervicalScreeningAnswers,
  oralClinicalAnswers,
  oralScreeningAnswers,
  symptomsScreeningAnswers,
  type FormAnswers,
  type ScreeningOutcome,
} from './demo-answers.js';
import type { DemoParticipant, ReferralDisease } from './demo-participants.js';
import type { Enrolled } from './demo-records.js';

/** A test definition as stored, with the disease its stage names. */
export interface DemoForm {
  id: number;
  name: string;
  disease: ReferralDisease;
  testMetrics: MetricGroup;
}

type ClinicalDisease = 'breast' | 'cervical' | 'oral';

function screeningAnswers(disease: ReferralDisease, outcome: ScreeningOutcome, at: Date): FormAnswers {
  switch (disease) {
    case 'breast':
      return breastScreeningAnswers[outcome];
    case 'cervical':
      return cervicalScreeningAnswers(outcome, at);
    case 'oral':
      return oralScreeningAnswers[outcome];
    default:
      return outcome === 'referred' ? symptomsScreeningAnswers.present : symptomsScreeningAnswers.none;
  }
}

function clinicalAnswers(disease: ClinicalDisease, at: Date, uhid: string): FormAnswers {
  if (disease === 'breast') return breastClinicalAnswers(at, uhid);
  if (disease === 'cervical') return cervicalClinicalAnswers(at, uhid);
  return oralClinicalAnswers(at, uhid);
}

/** What the participant's story does with one screening test: its answers and whether it is finished. */
function plan(person: DemoParticipant, disease: ReferralDisease, firstOpen: ReferralDisease | undefined) {
  switch (person.story) {
    case 'inProgress':
      return disease === firstOpen ? { outcome: 'normal' as const, completed: 0 as const } : null;
    case 'notNow':
      return {
        outcome: disease === firstOpen ? ('notNow' as const) : ('normal' as const),
        completed: disease === firstOpen ? (0 as const) : (1 as const),
      };
    case 'screened':
    case 'referred':
    case 'clinicalSaved':
    case 'clinicalDone':
      return { outcome: disease === person.referral ? ('referred' as const) : ('normal' as const), completed: 1 as const };
    default:
      return null;
  }
}

/** Who recorded it and on which day, as the follow-up rules read it. */
async function actorOf(tx: Tx, who: Enrolled, login: string, at: Date): Promise<FollowUpActor> {
  const [found] = await tx.select({ id: employee.id }).from(employee).where(eq(employee.email, login));
  return { hospitalId: who.hospitalId, login, employeeId: found.id, now: at, today: istDay(at) };
}

async function stamp(tx: Tx, id: number, set: Partial<typeof candidateTest.$inferInsert>) {
  await tx.update(candidateTest).set(set).where(eq(candidateTest.id, id));
}

/** Screening results, then the clinical evaluation the story calls for. */
export async function recordResults(
  tx: Tx,
  who: Enrolled,
  person: DemoParticipant,
  forms: Map<number, DemoForm>,
  clinicalForms: Map<ClinicalDisease, DemoForm>,
  screenedAt: Date,
  evaluatedAt: Date,
  team: { screen: string; clinical: string },
): Promise<void> {
  const rows = await tx
    .select({ id: candidateTest.id, masterId: candidateTest.diseaseTestMasterId })
    .from(candidateTest)
    .where(eq(candidateTest.candidateId, who.id))
    .orderBy(candidateTest.id);
  const tests = rows.flatMap((r) => {
    const form = forms.get(r.masterId);
    return form && form.name === 'SCREENING' ? [{ ...r, form }] : [];
  });
  const order: ReferralDisease[] = person.story === 'inProgress' ? ['breast', 'oral'] : ['breast', 'cervical', 'oral'];
  const firstOpen = order.find((d) => tests.some((t) => t.form.disease === d));

  let at = screenedAt;
  let referredClinical: ClinicalDisease | null = null;
  let referredBy: { testId: number; answers: MetricGroup; at: Date } | null = null;
  for (const test of tests) {
    const step = plan(person, test.form.disease, firstOpen);
    if (!step) continue;
    at = new Date(at.getTime() + 12 * 60_000);
    const answers = screeningAnswers(test.form.disease, step.outcome, at);
    // Referral "Yes" refers, except on the symptoms test (docs/api.md §7.1); "Not now" leaves the referral unset.
    const referral = step.outcome === 'notNow' ? null : answers.Referral === 'Yes' && test.form.disease !== 'symptoms';
    const testResult = answered(test.form.testMetrics, answers);
    await stamp(tx, test.id, {
      testResult,
      completed: step.completed,
      referral,
      dCreatedDate: at,
      dCreatedBy: team.screen,
      lastModifiedBy: team.screen,
      lastModifiedDate: at,
    });
    const disease = test.form.disease;
    if (referral && step.completed === 1 && disease !== 'symptoms') {
      referredClinical = disease;
      referredBy = { testId: test.id, answers: testResult, at };
    }
  }
  if (referredClinical && referredBy) {
    await openFollowUp(tx, await actorOf(tx, who, team.screen, referredBy.at), {
      candidateId: who.id,
      candidateTestId: referredBy.testId,
      disease: referredClinical,
      answers: referredBy.answers,
    });
  }

  if (referredClinical) {
    const clinical = clinicalForms.get(referredClinical)!;
    await tx
      .insert(candidateTest)
      .values({ candidateId: who.id, diseaseTestMasterId: clinical.id, completed: 0, createdBy: team.screen, createdDate: at });
    await tx
      .update(candidate)
      .set({ optionalId: 1, lastModifiedBy: team.screen, lastModifiedDate: at })
      .where(eq(candidate.id, who.id));
  }
  const pending = (
    await tx
      .select({ id: candidateTest.id, masterId: candidateTest.diseaseTestMasterId, completed: candidateTest.completed })
      .from(candidateTest)
      .where(and(eq(candidateTest.candidateId, who.id), eq(candidateTest.completed, 0)))
  ).filter((r) => forms.get(r.masterId)?.name === 'SCREENING');
  if (tests.length > 0 && pending.length === 0) {
    await tx
      .update(candidate)
      .set({ optionalId: 1, consentDate: at, lastModifiedBy: team.screen, lastModifiedDate: at })
      .where(eq(candidate.id, who.id));
  }

  if (!referredClinical || (person.story !== 'clinicalSaved' && person.story !== 'clinicalDone')) return;
  const clinical = clinicalForms.get(referredClinical)!;
  const [row] = await tx
    .select({ id: candidateTest.id })
    .from(candidateTest)
    .where(and(eq(candidateTest.candidateId, who.id), eq(candidateTest.diseaseTestMasterId, clinical.id)));
  const completed = person.story === 'clinicalDone' ? 1 : 0;
  await stamp(tx, row.id, {
    testResult: answered(
      clinical.testMetrics,
      clinicalAnswers(referredClinical, evaluatedAt, `CI${who.registraionId.slice(-6)}`),
    ),
    completed,
    testDate: evaluatedAt,
    dCreatedDate: evaluatedAt,
    dCreatedBy: team.clinical,
    lastModifiedBy: team.clinical,
    lastModifiedDate: evaluatedAt,
  });
  if (completed === 1) {
    await tx
      .update(candidate)
      .set({ optionalId: 2, lastModifiedBy: team.clinical, lastModifiedDate: evaluatedAt })
      .where(eq(candidate.id, who.id));
    await attendedByEvaluation(tx, await actorOf(tx, who, team.clinical, evaluatedAt), {
      candidateId: who.id,
      disease: referredClinical,
    });
  }
}
