/**
 * Known data for the report tests, written straight to the tables so every timestamp is exact: clinics of
 * hospital 1 (one created on the first day of the test range, one a second before it) and of a second hospital,
 * participants created on the range's edges, their answers, results and family.
 *
 * The test range is 10–12 March 2025 (IST). Instants are written with their +05:30 offset.
 */
import { and, eq, inArray } from 'drizzle-orm';
import { HISTORY_TYPE, type MetricGroup } from '@screening/domain/types';
import {
  camp,
  campStaff,
  candidate,
  candidateHabit,
  candidateHistory,
  candidateMedicalDetails,
  candidateTest,
  employee,
  followUp,
  followUpEvent,
  hospital,
} from '../db/schema.js';
import type { Db } from '../db/types.js';
import {
  answered,
  breastClinicalAnswers,
  breastScreeningAnswers,
  cervicalScreeningAnswers,
  oralScreeningAnswers,
  symptomsScreeningAnswers,
  type FormAnswers,
} from '../seed/demo-answers.js';
import { breastClinical, breastScreening } from '../seed/forms/breast.js';
import { cervicalScreening } from '../seed/forms/cervical.js';
import { eligibilityForms } from '../seed/forms/eligibility.js';
import { familyForms } from '../seed/forms/family.js';
import { oralScreenings } from '../seed/forms/oral.js';
import { symptomsScreenings } from '../seed/forms/symptoms.js';
import { FORM_IDS } from '../seed/ids.js';

export const RANGE = { startDate: '2025-03-10', endDate: '2025-03-12' };
export const ist = (text: string) => new Date(`${text}+05:30`);

const form = (group: MetricGroup | null | undefined, answers: FormAnswers) => answered(group!, answers);

export interface ReportFixture {
  alpha: number;
  beta: number;
  otherHospitalCamp: number;
  meena: { id: number; registraionId: string };
}

async function staffIds(db: Db, emails: string[]): Promise<Map<string, number>> {
  const rows = await db.select({ id: employee.id, email: employee.email }).from(employee).where(inArray(employee.email, emails));
  return new Map(rows.map((r) => [r.email, r.id]));
}

export async function insertReportFixture(db: Db): Promise<ReportFixture> {
  const staff = await staffIds(db, [
    'coordinator@demo.in',
    'campcoord@demo.in',
    'social@demo.in',
    'nurse@demo.in',
    'doctor@demo.in',
    'shanthi.pillai@demo.in',
  ]);
  const [otherHospital] = await db.insert(hospital).values({ name: 'Another Hospital' }).returning({ id: hospital.id });

  const [alpha, beta, other] = await db
    .insert(camp)
    .values([
      {
        name: 'Alpha "Seaside" Clinic',
        hospitalId: 1,
        panchayatMasterId: 1,
        pincode: '603112',
        campIdPrefix: '7000001',
        startDate: ist('2025-03-15T00:00:00'),
        endDate: ist('2025-03-20T00:00:00'),
        noCampcordinators: 1,
        noDoctors: 2,
        noNurses: 1,
        noProgramcordinators: 1,
        noSocialworkers: 2,
        createdBy: 'coordinator@demo.in',
        createdDate: ist('2025-03-10T00:00:00'),
      },
      {
        name: 'Beta Clinic',
        hospitalId: 1,
        panchayatMasterId: 2,
        campIdPrefix: '7000002',
        startDate: ist('2025-03-09T00:00:00'),
        createdBy: 'coordinator@demo.in',
        createdDate: ist('2025-03-09T23:59:59'),
      },
      {
        name: 'Other Hospital Clinic',
        hospitalId: otherHospital.id,
        campIdPrefix: '7000003',
        startDate: ist('2025-03-11T00:00:00'),
        createdBy: 'someone@else.in',
        createdDate: ist('2025-03-11T08:00:00'),
      },
    ])
    .returning({ id: camp.id });
  await db.insert(campStaff).values(
    [
      'coordinator@demo.in',
      'campcoord@demo.in',
      'social@demo.in',
      'nurse@demo.in',
      'doctor@demo.in',
      'shanthi.pillai@demo.in',
    ].map((email) => ({
      campId: alpha.id,
      employeeId: staff.get(email)!,
    })),
  );

  const person = (values: Partial<typeof candidate.$inferInsert> & { registraionId: string; createdDate: Date }) => ({
    hospitalId: 1,
    campId: alpha.id,
    enrolled: true,
    createdBy: 'social@demo.in',
    ...values,
  });
  const [meena, edgeStart, afterEnd, , betaPerson, otherPerson] = await db
    .insert(candidate)
    .values([
      person({
        registraionId: '7000001007000001',
        name: 'Meena "Rani" K',
        gender: 'FEMALE',
        age: 42,
        mobileNo: '9876500001',
        address: '12, Temple Street',
        streetId: 7,
        fatherName: null,
        spouseName: 'Rajan',
        alternateMobileNo: '9876500002',
        monthlyIncome: 15000,
        houseType: 'Owned',
        education: 'High school',
        occupation: 'House wife',
        aadhar: '123412341234',
        voterId: 'TNV1234567',
        rationCard: 'RC3312345',
        tobaccoUser: true,
        socialHabits: 'true',
        optionalId: 2,
        consentDate: ist('2025-03-11T10:30:00'),
        createdDate: ist('2025-03-12T23:59:59'),
      }),
      person({
        registraionId: '7000001000000002',
        name: 'Start Edge',
        gender: 'MALE',
        age: 30,
        streetId: null,
        createdDate: ist('2025-03-10T00:00:00'),
      }),
      person({
        registraionId: '7000001003000003',
        name: 'After End',
        gender: 'FEMALE',
        age: 50,
        streetId: 3,
        createdDate: ist('2025-03-13T00:00:00'),
      }),
      person({
        registraionId: '7000001009000004',
        // A Tamil name: the reports must carry it byte for byte.
        name: 'சுமதி',
        gender: 'FEMALE',
        age: 35,
        mobileNo: '9876500009',
        address: '4 Lake Road',
        streetId: 9,
        reason: 'Door Locked',
        enrolled: false,
        isRecordDeleted: true,
        createdDate: ist('2025-03-11T09:15:30'),
      }),
      person({
        registraionId: '7000002001000001',
        campId: beta.id,
        name: 'Beta Person',
        gender: 'MALE',
        age: 40,
        streetId: 1,
        createdDate: ist('2025-03-11T12:00:00'),
      }),
      person({
        registraionId: '7000003001000001',
        campId: other.id,
        hospitalId: otherHospital.id,
        name: 'Other Person',
        gender: 'FEMALE',
        age: 45,
        streetId: 1,
        createdDate: ist('2025-03-11T12:00:00'),
      }),
    ])
    .returning({ id: candidate.id, registraionId: candidate.registraionId });

  // Family members of Meena: candidates of their own, never listed as participants.
  await db.insert(candidate).values([
    person({
      registraionId: '7000001007000001_A',
      parentCandidateId: meena.id,
      name: 'Rajan K',
      isRecordDeleted: true,
      reason: 'Family Personal Details',
      createdDate: ist('2025-03-12T23:59:59'),
    }),
    person({
      registraionId: '7000001007000001_B',
      parentCandidateId: meena.id,
      name: 'Arun K',
      isRecordDeleted: true,
      reason: 'Family Personal Details',
      createdDate: ist('2025-03-12T23:59:59'),
    }),
  ]);

  await db.insert(candidateHabit).values([
    {
      candidateId: meena.id,
      habits: 'Tobacco',
      type: 'Hans',
      duration: '10 years',
      frequency: '4',
      quit: 'false',
      howLong: null,
    },
    {
      candidateId: meena.id,
      habits: 'Smoking',
      type: 'Bidi',
      duration: '5 years',
      frequency: '6',
      quit: 'true',
      howLong: '1 year',
    },
  ]);
  await db.insert(candidateMedicalDetails).values([
    { candidateId: meena.id, medicalhistory: 'Nil', bloodPressure: '110/70' },
    {
      candidateId: meena.id,
      medicalhistory: 'Diabetes,Hypertension',
      bloodPressure: '140/90',
      pulseRate: '78',
      weight: 58.5,
      height: 156,
      spo2: 98,
      historyOfSurgery: false,
      allergy: 'Penicillin',
      otherComplaints: 'Knee pain',
      ageAtMenarche: 13,
      whenWasLastMentrution: 'Less than 12 months ago',
      abnormalBleedingVaginum: 'None',
      ageAtMarriage: 20,
      totalPregnancies: 2,
      ageAtFirstChild: 22,
      ageAtLastChild: 25,
      currentlyPregant: false,
      methodOfContraceptionUsed: 'Tubectomy',
      noOfBreastFedMonths: '6-12 Months',
      undergoneCervicalBreastScrening: 'Neither',
    },
  ]);

  const femaleEligibility = eligibilityForms.find((f) => f.gender === 'FEMALE')!.eligibilityMetrics;
  const personal = familyForms[0].familyMetrics;
  const medical = familyForms[1].testMetrics;
  await db.insert(candidateHistory).values([
    {
      candidateId: meena.id,
      stage: 'ELIGIBILE',
      type: HISTORY_TYPE.registration,
      eligibilityMetrics: form(femaleEligibility, { 'Marital Status': 'Divorced', 'Hysterectomy Done': 'No' }),
    },
    {
      candidateId: meena.id,
      stage: 'ELIGIBILE',
      type: HISTORY_TYPE.registration,
      eligibilityMetrics: form(femaleEligibility, { 'Marital Status': 'Married', 'Hysterectomy Done': 'No' }),
    },
    {
      candidateId: meena.id,
      stage: 'FAMILY_PERSONAL',
      type: HISTORY_TYPE.registration,
      familyMetrics: [
        form(personal, {
          Name: 'Rajan K',
          'Relation ': 'Spouse',
          Gender: 'Male',
          Age: '46',
          'Tobacco/Alcohol Habits': 'Yes',
          'Marital Status': 'Married',
        }),
        form(personal, {
          Name: 'Arun K',
          'Relation ': 'Son',
          Gender: 'Male',
          Age: '18',
          'Tobacco/Alcohol Habits': 'No',
          'Marital Status': 'Never Married',
        }),
      ],
    },
    {
      candidateId: meena.id,
      stage: 'FAMILY_MEDICAL',
      type: HISTORY_TYPE.registration,
      familyMedicalMetrics: [
        form(medical, { 'Relation ': 'Mother', 'Cancer Site': 'Breast', 'Age At Diagnosis': '58', Outcome: 'Alive/Treatment' }),
      ],
    },
  ]);

  const result = (
    candidateId: number,
    testId: number,
    answers: MetricGroup,
    at: Date,
    completed: 0 | 1,
    referral: boolean | null,
    by = 'nurse@demo.in',
  ) => ({
    candidateId,
    diseaseTestMasterId: testId,
    testResult: answers,
    completed,
    referral,
    dCreatedDate: at,
    dCreatedBy: by,
    lastModifiedBy: by,
    lastModifiedDate: at,
  });
  await db.insert(candidateTest).values([
    result(
      meena.id,
      FORM_IDS.breastScreening,
      form(breastScreening.testMetrics, breastScreeningAnswers.referred),
      ist('2025-03-11T10:00:00'),
      1,
      true,
    ),
    result(
      meena.id,
      FORM_IDS.cervicalScreening,
      form(cervicalScreening.testMetrics, cervicalScreeningAnswers('notNow', ist('2025-03-11T10:05:00'))),
      ist('2025-03-11T10:05:00'),
      0,
      null,
    ),
    result(
      meena.id,
      FORM_IDS.oralScreeningFemale,
      form(oralScreenings[1].testMetrics, oralScreeningAnswers.referred),
      ist('2025-03-11T10:10:00'),
      1,
      true,
    ),
    result(
      meena.id,
      FORM_IDS.symptomsScreeningFemale,
      form(symptomsScreenings[1].testMetrics, symptomsScreeningAnswers.present),
      ist('2025-03-11T10:15:00'),
      1,
      false,
    ),
    {
      ...result(
        meena.id,
        FORM_IDS.breastClinical,
        form(breastClinical.testMetrics, breastClinicalAnswers(ist('2025-03-12T09:00:00'), 'CI20250778')),
        ist('2025-03-12T09:00:00'),
        1,
        null,
        'doctor@demo.in',
      ),
      testDate: ist('2025-03-12T09:00:00'),
      lastModifiedBy: 'shanthi.pillai@demo.in',
    },
    // On the range's last second: included. A second later: excluded. The start edge's result a second early: excluded.
    result(
      edgeStart.id,
      FORM_IDS.oralScreeningMale,
      form(oralScreenings[0].testMetrics, oralScreeningAnswers.normal),
      ist('2025-03-09T23:59:59'),
      1,
      false,
    ),
    result(
      afterEnd.id,
      FORM_IDS.breastScreening,
      form(breastScreening.testMetrics, breastScreeningAnswers.normal),
      ist('2025-03-13T00:00:00'),
      1,
      false,
    ),
    result(
      edgeStart.id,
      FORM_IDS.symptomsScreeningMale,
      form(symptomsScreenings[0].testMetrics, symptomsScreeningAnswers.none),
      ist('2025-03-12T23:59:59'),
      0,
      false,
    ),
    // Assigned but never answered: not a result.
    { candidateId: afterEnd.id, diseaseTestMasterId: FORM_IDS.oralScreeningFemale, completed: 0 },
    result(
      betaPerson.id,
      FORM_IDS.oralScreeningMale,
      form(oralScreenings[0].testMetrics, oralScreeningAnswers.normal),
      ist('2025-03-11T12:30:00'),
      1,
      false,
    ),
    result(
      otherPerson.id,
      FORM_IDS.breastScreening,
      form(breastScreening.testMetrics, breastScreeningAnswers.normal),
      ist('2025-03-11T12:30:00'),
      1,
      false,
    ),
  ]);

  return { alpha: alpha.id, beta: beta.id, otherHospitalCamp: other.id, meena };
}

/**
 * Meena's two referrals, followed (migration 0014 and later): the breast one reached the hospital after two calls, the
 * oral one is due.
 */
export async function insertFollowUpFixture(db: Db, fx: ReportFixture): Promise<void> {
  const referred = await db
    .select({ id: candidateTest.id, testId: candidateTest.diseaseTestMasterId })
    .from(candidateTest)
    .where(and(eq(candidateTest.candidateId, fx.meena.id), eq(candidateTest.referral, true)));
  const testOf = (testId: number) => referred.find((r) => r.testId === testId)!.id;
  const [{ campId }] = await db.select({ campId: candidate.campId }).from(candidate).where(eq(candidate.id, fx.meena.id));
  const [breastFollowUp] = await db
    .insert(followUp)
    .values([
      {
        candidateId: fx.meena.id,
        hospitalId: 1,
        campId,
        candidateTestId: testOf(FORM_IDS.breastScreening),
        disease: 'breast',
        urgency: 'URGENT',
        reasons: ['Baseline mammogram', 'USG breast'],
        referredOn: '2025-03-11',
        dueDate: '2025-04-09',
        state: 'ATTENDED',
        unansweredCalls: 0,
        attendedDate: '2025-03-12',
        attendedHospital: 'Cancer Institute',
      },
      {
        candidateId: fx.meena.id,
        hospitalId: 1,
        campId,
        candidateTestId: testOf(FORM_IDS.oralScreeningFemale),
        disease: 'oral',
        urgency: 'ROUTINE',
        reasons: ['Tobacco Counseling'],
        referredOn: '2025-03-11',
        dueDate: '2025-04-08',
      },
    ])
    .returning({ id: followUp.id });
  await db.insert(followUpEvent).values([
    { followUpId: breastFollowUp.id, kind: 'opened', createdDate: ist('2025-03-11T10:00:00') },
    {
      followUpId: breastFollowUp.id,
      kind: 'call',
      outcome: 'NOT_REACHED',
      eventDate: '2025-03-12',
      createdDate: ist('2025-03-11T16:00:00'),
    },
    {
      followUpId: breastFollowUp.id,
      kind: 'call',
      outcome: 'WILL_VISIT',
      eventDate: '2025-03-12',
      createdDate: ist('2025-03-11T20:00:00'),
    },
    { followUpId: breastFollowUp.id, kind: 'attended', eventDate: '2025-03-12', createdDate: ist('2025-03-12T09:00:00') },
  ]);
}
