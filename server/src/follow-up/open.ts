/**
 * Where follow-ups begin and where the hospital's own records move them, inside the transaction of the result that
 * does it (history/screening-result.ts, history/clinical-result.ts):
 *  - a screening finished with Referral Yes opens one, due by the hospital's rule;
 *  - a finished clinical evaluation of the same test is her visit: an open follow-up becomes attended that day.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  addDays,
  FOLLOW_UP_DISEASES,
  referralDueDate,
  referralReasons,
  referralUrgency,
  type FollowUpDisease,
} from '@screening/domain/follow-up';
import type { MetricGroup } from '@screening/domain/types';
import { candidate, followUp, followUpEvent, hospital } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { loadFollowUpSettings } from './settings.js';

export interface FollowUpActor {
  hospitalId: number;
  login: string;
  employeeId: number;
  /** The moment of the request (the server's clock, which tests move on) and its calendar day in India. */
  now: Date;
  today: string;
}

const followed = (disease: string | null): disease is FollowUpDisease =>
  disease !== null && (FOLLOW_UP_DISEASES as readonly string[]).includes(disease);

/** Opens the follow-up of a referring screening test, once: a second call for the same test changes nothing. */
export async function openFollowUp(
  tx: Tx,
  actor: FollowUpActor,
  referral: { candidateId: number; candidateTestId: number; disease: string | null; answers: MetricGroup },
): Promise<number | null> {
  if (!followed(referral.disease)) return null;
  const settings = await loadFollowUpSettings(tx, actor.hospitalId);
  const reasons = referralReasons(referral.answers.params ?? []);
  const urgency = referralUrgency(referral.disease, reasons, settings);
  const [row] = await tx
    .insert(followUp)
    .values({
      candidateId: referral.candidateId,
      hospitalId: actor.hospitalId,
      campId: sql`(select ${candidate.campId} from ${candidate} where ${candidate.id} = ${referral.candidateId})`,
      candidateTestId: referral.candidateTestId,
      disease: referral.disease,
      urgency,
      reasons,
      referredOn: actor.today,
      dueDate: referralDueDate(actor.today, referral.disease, urgency, settings),
      createdBy: actor.login,
      createdDate: actor.now,
    })
    .onConflictDoNothing()
    .returning({ id: followUp.id });
  if (!row) return null;
  await tx.insert(followUpEvent).values({
    followUpId: row.id,
    kind: 'opened',
    employeeId: actor.employeeId,
    createdBy: actor.login,
    createdDate: actor.now,
  });
  return row.id;
}

/** Her clinical evaluation of that test is her visit to the hospital: open follow-ups of it become attended today. */
export async function attendedByEvaluation(
  tx: Tx,
  actor: FollowUpActor,
  seen: { candidateId: number; disease: string | null },
): Promise<number[]> {
  if (!followed(seen.disease)) return [];
  const settings = await loadFollowUpSettings(tx, actor.hospitalId);
  const [{ name }] = await tx.select({ name: hospital.name }).from(hospital).where(eq(hospital.id, actor.hospitalId));
  const moved = await tx
    .update(followUp)
    .set({
      state: 'ATTENDED',
      attendedDate: actor.today,
      attendedHospital: name,
      lostReason: null,
      dueDate: addDays(actor.today, settings.outcomeDueDays),
      lastModifiedBy: actor.login,
      lastModifiedDate: actor.now,
    })
    .where(
      and(
        eq(followUp.candidateId, seen.candidateId),
        eq(followUp.disease, seen.disease),
        inArray(followUp.state, ['DUE', 'CONTACTED', 'LOST']),
      ),
    )
    .returning({ id: followUp.id });
  if (moved.length > 0) {
    await tx.insert(followUpEvent).values(
      moved.map(({ id }) => ({
        followUpId: id,
        kind: 'attended',
        eventDate: actor.today,
        employeeId: actor.employeeId,
        createdBy: actor.login,
        createdDate: actor.now,
      })),
    );
  }
  return moved.map(({ id }) => id);
}
