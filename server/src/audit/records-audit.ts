/**
 * The audit rows a server would have written for records made without it: the demo's seeded activity and the
 * benchmark's copies of it. Each enrolment or tag, each Medical Details record, each saved result and each follow-up
 * call or move gets the row its route writes (same action, entity, entity id and details' keys), dated when the record
 * was made and by whom, so that a participant's timeline (follow-up/participant-view.ts) reads them as any other.
 * Records that have their row already are left alone, so it may run again.
 */
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types.js';

/** The user whose login a record names (its created_by), or null. */
const userOf = (login: string) => sql.raw(`(select e.id from employee e where lower(e.email) = lower(${login}) limit 1)`);

export async function auditRecordsWithoutRows(db: DbOrTx): Promise<void> {
  await db.execute(sql`
    insert into audit_log (at, user_id, login, action, entity, entity_id, details, created_by)
    select c.created_date, ${userOf('c.created_by')}, c.created_by, case when c.enrolled then 'ENROL' else 'TAG' end,
           'candidate', c.id::text, '{}'::jsonb, c.created_by
    from candidate c
    where c.parent_candidate_id is null
      and not exists (select 1 from audit_log a where a.entity = 'candidate' and a.entity_id = c.id::text)`);
  await db.execute(sql`
    insert into audit_log (at, user_id, login, action, entity, entity_id, details, created_by)
    select t.report_date, ${userOf('coalesce(t.d_created_by, t.created_by)')}, coalesce(t.d_created_by, t.created_by),
           'RESULT', 'candidate_test', t.candidate_id::text,
           jsonb_build_object('branch', lower(d.name), 'candidateTestId', t.id, 'completed', t.completed, 'referral', t.referral),
           coalesce(t.d_created_by, t.created_by)
    from candidate_test t join disease_test_master d on d.id = t.disease_test_master_id
    where t.test_result is not null and d.name in ('SCREENING', 'CLINICAL')
      and not exists (select 1 from audit_log a where a.entity = 'candidate_test' and a.entity_id = t.candidate_id::text
                      and a.details ->> 'candidateTestId' = t.id::text)`);
  await db.execute(sql`
    insert into audit_log (at, user_id, login, action, entity, entity_id, details, created_by)
    select m.created_date, ${userOf('m.created_by')}, m.created_by, 'CREATE', 'candidate_medical_details', m.id::text,
           jsonb_build_object('candidateId', m.candidate_id, 'exclusion', null), m.created_by
    from candidate_medical_details m
    where not exists (select 1 from audit_log a where a.entity = 'candidate_medical_details' and a.entity_id = m.id::text)`);
  await db.execute(sql`
    insert into audit_log (at, user_id, login, action, entity, entity_id, details, created_by)
    select e.created_date, e.employee_id, e.created_by, 'FOLLOW_UP', 'follow_up', e.follow_up_id::text,
           jsonb_build_object('kind', e.kind, 'outcome', e.outcome), e.created_by
    from follow_up_event e
    where e.kind <> 'opened'
      and not exists (select 1 from audit_log a where a.entity = 'follow_up' and a.entity_id = e.follow_up_id::text
                      and a.at = e.created_date)`);
}
