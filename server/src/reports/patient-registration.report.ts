/**
 * Patientregistration (BEHAVIOUR §8.2): enrolled participants of the selected camps created in the date range,
 * newest first. Each participant gives max(1, habits, family members, family medical entries) rows: row i
 * pairs habit i with family-personal group i and family-medical group i (the REC pairing); the eligibility
 * answer is on the first row only; identity, general and medical fields repeat on every row. The newest
 * eligibility, family and medical records are used.
 */
import { and, asc, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { camp, candidate, candidateHabit, candidateHistory, candidateMedicalDetails } from '../db/schema.js';
import type { Db } from '../db/types.js';
import { Answers, parseSavedAnswers } from './answers.js';
import { digitId, istDateTime, text, yesNo, type Cell } from './csv.js';
import { candidatesPerCamp, identityCells, newestCandidatesFirst } from './candidate-selection.js';
import { inIdOrder, type ReportContext, type ReportDefinition } from './report-definition.js';

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

function selected({ selection }: ReportContext) {
  return and(
    // The hospital leads the condition so the (hospital, created date) index serves the order.
    eq(candidate.hospitalId, selection.hospitalId),
    inArray(candidate.campId, selection.campIds),
    eq(candidate.isRecordDeleted, false),
    isNull(candidate.parentCandidateId),
    gte(candidate.createdDate, selection.from),
    lt(candidate.createdDate, selection.until),
  );
}

/** Free-text yes/no values ("true", "Yes", …) as YES/NO; anything else as written. */
function yesNoText(value: string | null): Cell {
  const v = (value ?? '').trim().toLowerCase();
  if (v === 'true' || v === 'yes') return 'YES';
  if (v === 'false' || v === 'no') return 'NO';
  return text(value);
}

type Medical = typeof candidateMedicalDetails.$inferSelect;
type Habit = typeof candidateHabit.$inferSelect;

/** A family page's groups as `report_answer_groups` keeps them: one answers list per group. */
const groupsOf = (value: unknown): unknown[] => (Array.isArray(value) ? (value as unknown[]) : []);

function byCandidate<T extends { candidateId: number }>(rows: T[]): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(row.candidateId);
    if (list) list.push(row);
    else map.set(row.candidateId, [row]);
  }
  return map;
}

/** The newest answers of each history column that has them (eligibility, family, family medical), per candidate. */
async function latestHistory(db: Db, ids: number[]) {
  const newest = (column: AnyPgColumn) =>
    sql<string | null>`(array_agg(${column} order by ${candidateHistory.id} desc) filter (where ${column} is not null))[1]`;
  const rows = await db
    .select({
      candidateId: candidateHistory.candidateId,
      eligibility: newest(candidateHistory.eligibilityAnswers),
      familyPersonal: newest(candidateHistory.familyAnswers),
      familyMedical: newest(candidateHistory.familyMedicalAnswers),
    })
    .from(candidateHistory)
    .where(and(inArray(candidateHistory.candidateId, ids), eq(candidateHistory.isRecordDeleted, false)))
    .groupBy(candidateHistory.candidateId);
  return new Map(rows.map((r) => [r.candidateId, r]));
}

/** Everything a page of participants needs besides the candidate row, in one query per table. */
async function loadDetails(db: Db, ids: number[]) {
  const [habits, medical, history, members] = await Promise.all([
    db
      .select()
      .from(candidateHabit)
      .where(and(inArray(candidateHabit.candidateId, ids), eq(candidateHabit.isRecordDeleted, false)))
      .orderBy(asc(candidateHabit.candidateId), asc(candidateHabit.id)),
    db
      .selectDistinctOn([candidateMedicalDetails.candidateId])
      .from(candidateMedicalDetails)
      .where(and(inArray(candidateMedicalDetails.candidateId, ids), eq(candidateMedicalDetails.isRecordDeleted, false)))
      .orderBy(candidateMedicalDetails.candidateId, desc(candidateMedicalDetails.id)),
    latestHistory(db, ids),
    // Family members are stored as candidates of their own (BEHAVIOUR §7.1); their registration IDs end in _A, _B, …
    db
      .select({ candidateId: candidate.parentCandidateId, registraionId: candidate.registraionId })
      .from(candidate)
      .where(inArray(candidate.parentCandidateId, ids))
      .orderBy(asc(candidate.parentCandidateId), asc(candidate.registraionId), asc(candidate.id)),
  ]);
  return {
    habits: byCandidate(habits),
    medical: new Map(medical.map((m) => [m.candidateId, m])),
    history,
    members: byCandidate(members.map((m) => ({ candidateId: m.candidateId!, registraionId: m.registraionId }))),
  };
}

function medicalCells(m: Medical | undefined): Cell[] {
  if (!m) return Array.from({ length: 20 }, () => null);
  return [
    text(m.medicalhistory),
    text(m.bloodPressure),
    text(m.pulseRate),
    text(m.weight),
    yesNo(m.historyOfSurgery),
    text(m.height),
    text(m.spo2),
    text(m.allergy),
    text(m.otherComplaints),
    text(m.ageAtMenarche),
    text(m.whenWasLastMentrution),
    text(m.abnormalBleedingVaginum),
    text(m.ageAtMarriage),
    text(m.totalPregnancies),
    text(m.ageAtFirstChild),
    text(m.ageAtLastChild),
    yesNo(m.currentlyPregant),
    text(m.methodOfContraceptionUsed),
    text(m.noOfBreastFedMonths),
    text(m.undergoneCervicalBreastScrening),
  ];
}

function habitCells(h: Habit | undefined): Cell[] {
  if (!h) return [null, null, null, null, null, null];
  return [text(h.habits), text(h.type), text(h.duration), text(h.frequency), yesNoText(h.quit), text(h.howLong)];
}

function familyPersonalCells(group: unknown, memberId: string | undefined): Cell[] {
  const a = new Answers(group);
  return [
    a.cell('Name'),
    a.cell('Relation '),
    a.cell('Gender'),
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

/** The candidate columns the report writes (a whole row would cost a third more to read and map). */
const participantColumns = {
  id: candidate.id,
  createdDate: candidate.createdDate,
  createdBy: candidate.createdBy,
  registraionId: candidate.registraionId,
  name: candidate.name,
  mobileNo: candidate.mobileNo,
  gender: candidate.gender,
  age: candidate.age,
  address: candidate.address,
  streetId: candidate.streetId,
  fatherName: candidate.fatherName,
  spouseName: candidate.spouseName,
  alternateMobileNo: candidate.alternateMobileNo,
  monthlyIncome: candidate.monthlyIncome,
  houseType: candidate.houseType,
  education: candidate.education,
  occupation: candidate.occupation,
  aadhar: candidate.aadhar,
  voterId: candidate.voterId,
  rationCard: candidate.rationCard,
  socialHabits: candidate.socialHabits,
  tobaccoUser: candidate.tobaccoUser,
};

async function participants(ctx: ReportContext, ids: number[]) {
  const rows = await ctx.db
    .select({ campIdPrefix: camp.campIdPrefix, campName: camp.name, candidate: participantColumns })
    .from(candidate)
    .innerJoin(camp, eq(camp.id, candidate.campId))
    .where(inArray(candidate.id, ids));
  return inIdOrder(ids, rows, (r) => r.candidate.id);
}

type PageRow = Awaited<ReturnType<typeof participants>>[number];

function rowsOf(row: PageRow, details: Awaited<ReturnType<typeof loadDetails>>): Cell[][] {
  const c = row.candidate;
  const habits = details.habits.get(c.id) ?? [];
  const history = details.history.get(c.id);
  const personal = groupsOf(parseSavedAnswers(history?.familyPersonal));
  const medicalHistory = groupsOf(parseSavedAnswers(history?.familyMedical));
  const members = details.members.get(c.id) ?? [];
  const medical = medicalCells(details.medical.get(c.id));
  const maritalStatus = new Answers(parseSavedAnswers(history?.eligibility)).cell('Marital Status');
  // socialHabits is the original's flag; the general-details page records tobaccoUser (BEHAVIOUR §5.1 REC).
  const habitsFlag = c.socialHabits !== null ? yesNoText(c.socialHabits) : yesNo(c.tobaccoUser);
  const count = Math.max(1, habits.length, personal.length, medicalHistory.length);
  const out: Cell[][] = [];
  for (let i = 0; i < count; i++) {
    out.push([
      text(row.campIdPrefix),
      text(row.campName),
      text(istDateTime(c.createdDate)),
      text(c.createdBy),
      ...identityCells(c),
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
      ...medical,
      ...(i < personal.length
        ? familyPersonalCells(personal[i], members[i]?.registraionId)
        : [null, null, null, null, null, null, null]),
      ...(i < medicalHistory.length ? familyMedicalCells(medicalHistory[i]) : [null, null, null, null]),
    ]);
  }
  return out;
}

export const patientRegistrationReport: ReportDefinition = {
  header,

  ordering(ctx) {
    return ctx.selection.campIds.length === 0 ? null : newestCandidatesFirst(ctx, selected(ctx));
  },

  async records(ctx, ids) {
    const [rows, details] = await Promise.all([participants(ctx, ids), loadDetails(ctx.db, ids)]);
    return rows.flatMap((row) => rowsOf(row, details));
  },

  async countByCamp(ctx) {
    return ctx.selection.campIds.length === 0 ? new Map() : candidatesPerCamp(ctx, selected(ctx));
  },
};
