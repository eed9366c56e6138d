/**
 * FollowUp (docs/follow-up.md, not one of the original's five): one row per referral of the selected camps whose
 * referral day falls in the range, newest first: who she is, why and when she was referred, her calls, whether and
 * when she reached the hospital, what was found, or why she was lost to follow-up.
 */
import { sql, type SQL } from 'drizzle-orm';
import { istDay } from '../camps/camp-dates.js';
import { digitId, text } from './csv.js';
import { countsPerCamp, idList, limitTo, packedColumns, type ReportContext, type ReportDefinition } from './report-definition.js';

const header = [
  'REGISTRATIONID',
  'NAME',
  'MOBILE NO',
  'OUTREACHCLINICID',
  'OUTREACHCLINICNAME',
  'TEST',
  'URGENCY',
  'REFERRED FOR',
  'REFERRED ON',
  'DUE DATE',
  'STATE',
  'CALLS',
  'UNANSWERED CALLS',
  'LAST CALL',
  'LAST CALL OUTCOME',
  'ATTENDED ON',
  'HOSPITAL',
  'DAYS TO HOSPITAL',
  'FINDING',
  'TREATMENT STARTED',
  'LOST REASON',
] as const;

const TEST_NAMES: Record<string, string> = { breast: 'Breast', oral: 'Oral', cervical: 'Cervical' };

/**
 * Follow-ups `f` of the selected camps, referred within the days. The hospital leads for the index. The clinic is the
 * follow-up's own (her clinic, copied when it opens; a participant's clinic never changes), so the other clinics'
 * referrals are passed over before each is joined to her row (two clinics of 252 at a million participants: 0.9 s
 * to 0.4 s).
 */
const selected = ({ selection }: ReportContext): SQL => sql`f.hospital_id = ${selection.hospitalId}
  and f.referred_on >= ${selection.startDay}::date and f.referred_on <= ${selection.endDay}::date
  and f.is_record_deleted = false and f.camp_id in (${idList(selection.campIds)})`;

const row = packedColumns('followUp', {
  registraionId: sql`c.registraion_id`,
  name: sql`c.name`,
  mobileNo: sql`c.mobile_no`,
  clinicId: sql`camp.camp_id_prefix`,
  clinic: sql`camp.name`,
  disease: sql`f.disease`,
  urgency: sql`f.urgency`,
  reasons: sql`(select string_agg(r, ', ') from jsonb_array_elements_text(f.reasons) r)`,
  referredOn: sql`f.referred_on::text`,
  dueDate: sql`f.due_date::text`,
  state: sql`f.state`,
  unanswered: sql`f.unanswered_calls`,
  attendedOn: sql`f.attended_date::text`,
  hospital: sql`f.attended_hospital`,
  daysToHospital: sql`f.attended_date - f.referred_on`,
  finding: sql`f.finding`,
  treatmentOn: sql`f.treatment_date::text`,
  lostReason: sql`f.lost_reason`,
});

/** Her calls: how many, and the newest (its day in India and its outcome). */
const calls = sql`(select json_build_array(count(*), max(e.created_date), (array_agg(e.outcome order by e.id desc))[1])
  from follow_up_event e where e.follow_up_id = f.id and e.kind = 'call') as calls`;

export const followUpReport: ReportDefinition = {
  header,

  parts(ctx) {
    if (ctx.selection.campIds.length === 0) return [];
    return [
      {
        rows: (after, limit) => sql`
          select f.id, f.referred_on::text as "referredKey", ${row.column}, ${calls}
          from follow_up f
            join candidate c on c.id = f.candidate_id
            left join camp on camp.id = c.camp_id
          where ${selected(ctx)}
            ${after ? sql`and (f.referred_on, f.id) < (${after[0]}::date, ${after[1]}::int)` : sql``}
          order by f.referred_on desc, f.id desc ${limitTo(limit)}`,
        key: (r) => [r.referredKey, r.id],
      },
    ];
  },

  records(_ctx, r) {
    const f = row.unpack(r);
    const [count, lastAt, lastOutcome] = (Array.isArray(r.calls) ? r.calls : [0, null, null]) as [
      number,
      string | null,
      string | null,
    ];
    const lastDay = lastAt ? istDay(new Date(lastAt)) : null;
    return [
      [
        digitId(f.registraionId),
        text(f.name),
        text(f.mobileNo),
        digitId(f.clinicId),
        text(f.clinic),
        text(TEST_NAMES[String(f.disease)] ?? f.disease),
        text(f.urgency),
        text(f.reasons),
        text(f.referredOn),
        text(f.dueDate),
        text(f.state),
        text(count),
        text(f.unanswered),
        text(lastDay),
        text(lastOutcome),
        text(f.attendedOn),
        text(f.hospital),
        text(f.daysToHospital),
        text(f.finding),
        text(f.treatmentOn),
        text(f.lostReason),
      ],
    ];
  },

  async countByCamp(ctx) {
    if (ctx.selection.campIds.length === 0) return new Map();
    return countsPerCamp(
      ctx.db,
      sql`select c.camp_id as "campId", count(*)::int as n from follow_up f join candidate c on c.id = f.candidate_id
        where ${selected(ctx)} group by c.camp_id`,
    );
  },
};
