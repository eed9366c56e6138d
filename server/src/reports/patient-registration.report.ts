/**
 * Patientregistration (docs/api.md §8.2): enrolled participants of the selected camps created in the date range,
 * newest first. Each participant gives max(1, habits, family members, family medical entries) rows: row i
 * pairs habit i with family-personal group i and family-medical group i (the REC pairing); the eligibility
 * answer is on the first row only; identity, general and medical fields repeat on every row. The newest
 * eligibility, family and medical records are used.
 */
import { sql } from 'drizzle-orm';
import { Answers, parseSavedAnswers } from './answers.js';
import { answerText, digitId, genderText, text, yesNo, type Cell } from './csv.js';
import {
  candidatesPerCamp,
  identityCells,
  identityColumns,
  fewPeople,
  newestCandidatesFirst,
  selectedCandidates,
} from './candidate-selection.js';
import type { Row } from './report-cursor.js';
import { istDateTime, packedColumns, type ReportContext, type ReportDefinition } from './report-definition.js';

const header = [
  'OUTREACH CLINIC ID',
  'OUTREACH CLINIC NAME',
  'CREATED DATE',
  'CREATED BY',
  'REGISTRATION ID',
  'CANDIDATE NAME',
  'MOBILE NO',
  'GENDER',
  'AGE',
  'ADDRESS',
  'STREET ID',
  'ELIGIBILITY - MARITAL STATUS',
  'FATHER NAME',
  'SPOUSE NAME',
  'ALTERNATE MOBILE NO',
  'MONTHLY INCOME',
  'HOUSE TYPE',
  'EDUCATION',
  'OCCUPATION',
  'AADHAR',
  'VOTER ID',
  'RATION CARD',
  'TOBACCO/ALCOHOL HABITS',
  'HABITS',
  'HABIT TYPE',
  'HABIT DURATION',
  'HABIT FREQUENCY/DAY',
  'QUIT',
  'HOW LONG',
  'MEDICAL HISTORY',
  'BLOOD PRESSURE',
  'PULSE RATE',
  'WEIGHT(KGS)',
  'HISTORY OF SURGERY',
  'HEIGHT(CMS)',
  'SPO2',
  'ALLERGY',
  'OTHER COMPLAINTS',
  'AGE AT MENARCHE',
  'LAST MENSTRUATION',
  'ABNORMAL BLEEDING VAGINUM',
  'AGE AT MARRIAGE',
  'TOTAL PREGNANCIES',
  'AGE AT FIRST CHILD',
  'AGE AT LAST CHILD',
  'CURRENTLY PREGNANT',
  'METHOD OF CONTRACEPTION USED',
  'BREAST FED',
  'UNDERGONE CERVICAL/BREAST SCREENING',
  'FAMILY NAME',
  'FAMILY RELATION',
  'FAMILY GENDER',
  'FAMILY AGE',
  'FAMILY TOBACCOORALCOHOLHABITS',
  'FAMILY MARITALSTATUS',
  'FAMILY MEMBER ID',
  'FAMILY MEDICAL RELATION',
  'FAMILY MEDICAL CANCER SITE',
  'FAMILY MEDICAL AGE AT DIAGNOSIS',
  'FAMILY MEDICAL OUTCOME',
] as const;

const selected = (ctx: ReportContext) =>
  selectedCandidates(ctx, sql`c.is_record_deleted = false and c.parent_candidate_id is null`);

/** A family page's groups as `report_answer_groups` keeps them: one answers list per group. */
const groupsOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

/** The newest of a history column's answers (eligibility, family, family medical) among the participant's history. */
const newestAnswers = (column: string) =>
  sql.raw(`(array_agg(h.${column} order by h.id desc) filter (where h.${column} is not null))[1]`);

/** The participant's own columns and her clinic's. */
const person = packedColumns('person', {
  campIdPrefix: sql`camp.camp_id_prefix`,
  campName: sql`camp.name`,
  createdDate: istDateTime(sql`c.created_date`),
  createdBy: sql`c.created_by`,
  fatherName: sql`c.father_name`,
  spouseName: sql`c.spouse_name`,
  alternateMobileNo: sql`c.alternate_mobile_no`,
  monthlyIncome: sql`c.monthly_income`,
  houseType: sql`c.house_type`,
  education: sql`c.education`,
  occupation: sql`c.occupation`,
  aadhar: sql`c.aadhar`,
  voterId: sql`c.voter_id`,
  rationCard: sql`c.ration_card`,
  socialHabits: sql`c.social_habits`,
  tobaccoUser: sql`c.tobacco_user`,
});

/** The newest medical record's columns. */
const medical = packedColumns('medical', {
  medicalhistory: sql`md.medicalhistory`,
  bloodPressure: sql`md.blood_pressure`,
  pulseRate: sql`md.pulse_rate`,
  weight: sql`md.weight`,
  historyOfSurgery: sql`md.history_of_surgery`,
  height: sql`md.height`,
  spo2: sql`md.spo2`,
  allergy: sql`md.allergy`,
  otherComplaints: sql`md.other_complaints`,
  ageAtMenarche: sql`md.age_at_menarche`,
  whenWasLastMentrution: sql`md.when_was_last_mentrution`,
  abnormalBleedingVaginum: sql`md.abnormal_bleeding_vaginum`,
  ageAtMarriage: sql`md.age_at_marriage`,
  totalPregnancies: sql`md.total_pregnancies`,
  ageAtFirstChild: sql`md.age_at_first_child`,
  ageAtLastChild: sql`md.age_at_last_child`,
  currentlyPregant: sql`md.currently_pregant`,
  methodOfContraceptionUsed: sql`md.method_of_contraception_used`,
  noOfBreastFedMonths: sql`md.no_of_breast_fed_months`,
  undergoneCervicalBreastScrening: sql`md.undergone_cervical_breast_screning`,
});

/**
 * Everything the report writes of a participant, in one row: the candidate, the clinic, the habits (in order), the
 * newest medical record, the newest eligibility, family and family medical answers, and the family members'
 * registration IDs (family members are candidates of their own, docs/api.md §7.1, with IDs ending in _A, _B, …).
 */
const columns = sql`${person.column}, ${identityColumns},
  (select json_agg(json_build_array(hb.habits, hb.type, hb.duration, hb.frequency, hb.quit, hb.how_long) order by hb.id)
    from candidate_habit hb where hb.candidate_id = c.id and hb.is_record_deleted = false) as habits,
  m.medical, history.*,
  (select json_agg(f.registraion_id order by f.registraion_id, f.id) from candidate f where f.parent_candidate_id = c.id)
    as members`;

/** What a row joins to candidate `c`. */
const joins = sql`join camp on camp.id = c.camp_id
  left join lateral (
    select ${medical.column}
    from candidate_medical_details md where md.candidate_id = c.id and md.is_record_deleted = false
    order by md.id desc limit 1) m on true
  left join lateral (
    select ${newestAnswers('eligibility_answers')} as eligibility, ${newestAnswers('family_answers')} as "familyPersonal",
      ${newestAnswers('family_medical_answers')} as "familyMedical"
    from candidate_history h where h.candidate_id = c.id and h.is_record_deleted = false) history on true`;

/** The newest medical record's columns (blank without one). */
function medicalCells(m: Row): Cell[] {
  return [
    answerText(m.medicalhistory),
    text(m.bloodPressure),
    text(m.pulseRate),
    text(m.weight),
    yesNo(m.historyOfSurgery as boolean | null),
    text(m.height),
    text(m.spo2),
    answerText(m.allergy),
    answerText(m.otherComplaints),
    text(m.ageAtMenarche),
    answerText(m.whenWasLastMentrution),
    answerText(m.abnormalBleedingVaginum),
    text(m.ageAtMarriage),
    text(m.totalPregnancies),
    text(m.ageAtFirstChild),
    text(m.ageAtLastChild),
    yesNo(m.currentlyPregant as boolean | null),
    answerText(m.methodOfContraceptionUsed),
    answerText(m.noOfBreastFedMonths),
    answerText(m.undergoneCervicalBreastScrening),
  ];
}

/** habits | type | duration | frequency | quit | how long, as the habits list of the row holds them. */
function habitCells(h: unknown[] | undefined): Cell[] {
  if (!h) return [null, null, null, null, null, null];
  return [text(h[0]), text(h[1]), text(h[2]), text(h[3]), answerText(h[4]), text(h[5])];
}

function familyPersonalCells(group: unknown, memberId: unknown): Cell[] {
  const a = new Answers(group);
  return [
    a.cell('Name'),
    a.cell('Relation '),
    genderText(a.cell('Gender')),
    a.cell('Age'),
    a.cell('Tobacco/Alcohol Habits'),
    a.cell('Marital Status'),
    digitId(memberId),
  ];
}

function familyMedicalCells(group: unknown): Cell[] {
  const a = new Answers(group);
  return [a.cell('Relation '), a.cell('Cancer Site'), a.cell('Age At Diagnosis'), a.cell('Outcome')];
}

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

function rowsOf(row: Row): Cell[][] {
  const c = person.unpack(row);
  const habits = listOf(row.habits) as unknown[][];
  const personal = groupsOf(parseSavedAnswers(row.familyPersonal as string | null));
  const medicalHistory = groupsOf(parseSavedAnswers(row.familyMedical as string | null));
  const members = listOf(row.members);
  const medicalRecord = medicalCells(medical.unpack(row));
  const maritalStatus = new Answers(parseSavedAnswers(row.eligibility as string | null)).cell('Marital Status');
  // socialHabits is the original's flag; the general-details page records tobaccoUser (docs/api.md §5.1 REC).
  const habitsFlag =
    c.socialHabits !== null && c.socialHabits !== undefined ? answerText(c.socialHabits) : yesNo(c.tobaccoUser as boolean | null);
  const count = Math.max(1, habits.length, personal.length, medicalHistory.length);
  const out: Cell[][] = [];
  for (let i = 0; i < count; i++) {
    out.push([
      text(c.campIdPrefix),
      text(c.campName),
      text(c.createdDate),
      text(c.createdBy),
      ...identityCells(row),
      i === 0 ? maritalStatus : null,
      text(c.fatherName),
      text(c.spouseName),
      text(c.alternateMobileNo),
      text(c.monthlyIncome),
      text(c.houseType),
      text(c.education),
      text(c.occupation),
      digitId(c.aadhar),
      text(c.voterId),
      text(c.rationCard),
      habitsFlag,
      ...habitCells(habits[i]),
      ...medicalRecord,
      ...(i < personal.length ? familyPersonalCells(personal[i], members[i]) : [null, null, null, null, null, null, null]),
      ...(i < medicalHistory.length ? familyMedicalCells(medicalHistory[i]) : [null, null, null, null]),
    ]);
  }
  return out;
}

export const patientRegistrationReport: ReportDefinition = {
  header,

  async parts(ctx) {
    if (ctx.selection.campIds.length === 0) return [];
    return [newestCandidatesFirst(columns, joins, selected(ctx), await fewPeople(ctx))];
  },

  records: (_ctx, row) => rowsOf(row),

  async countByCamp(ctx) {
    return ctx.selection.campIds.length === 0 ? new Map() : candidatesPerCamp(ctx, selected(ctx));
  },
};
