/**
 * The registration pages of one demo participant, written to the tables the real pages write (docs/api.md §5,
 * §7.1): eligibility and family answers as history rows, family members as candidates of their own, general
 * details on the candidate with its habits, the medical record.
 */
import { eq, and } from 'drizzle-orm';
import { HISTORY_TYPE, type Gender } from '@screening/domain/types';
import { dobFromAge } from '../candidates/candidate-input.js';
import { EXCLUSION_REASON } from '../candidates/medical-history.js';
import { familyMemberId } from '../candidates/registration-id.js';
import { candidate, candidateHabit, candidateHistory, candidateMedicalDetails, candidateTest } from '../db/schema.js';
import type { Tx } from '../db/types.js';
import { answered, type FormAnswers } from './demo-answers.js';
import type { DemoParticipant } from './demo-participants.js';
import { eligibilityForms } from './forms/eligibility.js';
import { familyForms } from './forms/family.js';

export interface Enrolled {
  id: number;
  registraionId: string;
  campId: number;
  hospitalId: number;
  gender: Gender;
  age: number;
  streetId: number;
  address: string;
}

const minutes = (at: Date, n: number) => new Date(at.getTime() + n * 60_000);

const OCCUPATIONS = ['House wife', 'Laborer-skilled', 'Laborer-Unskilled', 'Teaching/Office jobs', 'Business', 'Not working'];
const EDUCATION = ['Primary', 'Middle school', 'High school', 'College', 'NIL'];
const RELATIVE_NAMES = ['Murugan', 'Selvi', 'Rajan', 'Lakshmi', 'Kumar', 'Devi', 'Saravanan', 'Meena'];

/** Eligibility page: marital status (and hysterectomy for women); "Yes" removes the cervical screening test. */
export async function recordEligibility(
  tx: Tx,
  who: Enrolled,
  at: Date,
  login: string,
  hysterectomy: boolean,
  cervicalTestIds: number[],
) {
  const female = who.gender !== 'MALE';
  const form = eligibilityForms.find((f) => f.gender === (female ? 'FEMALE' : 'MALE'))!;
  const answers: FormAnswers = { 'Marital Status': who.age < 25 ? 'Never Married' : 'Married' };
  if (female) answers['Hysterectomy Done'] = hysterectomy ? 'Yes' : 'No';
  await tx.insert(candidateHistory).values({
    candidateId: who.id,
    historyDate: at,
    stage: 'ELIGIBILE',
    type: HISTORY_TYPE.registration,
    eligibilityMetrics: answered(form.eligibilityMetrics!, answers),
    createdBy: login,
    createdDate: at,
  });
  if (female && hysterectomy && cervicalTestIds.length > 0) {
    for (const testId of cervicalTestIds) {
      await tx
        .delete(candidateTest)
        .where(and(eq(candidateTest.candidateId, who.id), eq(candidateTest.diseaseTestMasterId, testId)));
    }
  }
}

/** General details (name of spouse or father, household, IDs, habits). */
export async function recordGeneralDetails(
  tx: Tx,
  who: Enrolled,
  person: DemoParticipant,
  index: number,
  at: Date,
  login: string,
) {
  const tobaccoUser = who.gender === 'MALE' && index % 2 === 0;
  const married = who.age >= 25;
  const relative = RELATIVE_NAMES[index % RELATIVE_NAMES.length];
  await tx
    .update(candidate)
    .set({
      spouseName: married ? relative : null,
      fatherName: married ? null : RELATIVE_NAMES[(index + 3) % RELATIVE_NAMES.length],
      alternateMobileNo: index % 3 === 0 ? `98${person.mobileNo.slice(2, 9)}${index % 10}` : null,
      monthlyIncome: [8000, 12000, 15000, 20000, 25000][index % 5],
      houseType: index % 4 === 0 ? 'Rental' : 'Owned',
      occupation: who.gender === 'MALE' ? OCCUPATIONS[1 + (index % 5)] : OCCUPATIONS[index % OCCUPATIONS.length],
      education: EDUCATION[index % EDUCATION.length],
      aadhar: `4${person.mobileNo}7`,
      voterId: `TNV${String(1_000_000 + index * 7919).slice(0, 7)}`,
      rationCard: index % 2 === 0 ? `RC33${String(50_000 + index * 313)}` : null,
      tobaccoUser,
      socialHabits: String(tobaccoUser),
      lastModifiedBy: login,
      lastModifiedDate: at,
    })
    .where(eq(candidate.id, who.id));
  if (!tobaccoUser) return;
  await tx.insert(candidateHabit).values([
    {
      candidateId: who.id,
      habits: 'Tobacco',
      type: 'Hans',
      duration: '10 years',
      frequency: '4',
      quit: 'false',
      howLong: null,
      createdBy: login,
      createdDate: at,
    },
    {
      candidateId: who.id,
      habits: 'Smoking',
      type: 'Bidi',
      duration: '5 years',
      frequency: '6',
      quit: 'true',
      howLong: '1 year',
      createdBy: login,
      createdDate: at,
    },
  ]);
}

/** Medical details; a current pregnancy excludes the participant from screening (docs/api.md §5.6). */
export async function recordMedical(tx: Tx, who: Enrolled, index: number, at: Date, login: string, pregnant: boolean) {
  const female = who.gender !== 'MALE';
  await tx.insert(candidateMedicalDetails).values({
    candidateId: who.id,
    medicalhistory: index % 3 === 0 ? 'Diabetes,Hypertension' : 'Nil',
    bloodPressure: index % 3 === 0 ? '140/90' : '120/80',
    pulseRate: String(72 + (index % 10)),
    weight: 52 + (index % 20) + 0.5,
    height: 150 + (index % 25),
    spo2: 97 + (index % 3),
    historyOfSurgery: index % 5 === 0,
    allergy: index % 4 === 0 ? 'Penicillin' : 'None',
    otherComplaints: index % 6 === 0 ? 'Knee pain' : null,
    ...(female
      ? {
          ageAtMenarche: 13,
          whenWasLastMentrution: pregnant
            ? 'More than 12 months ago'
            : who.age < 45
              ? 'Less than 12 months ago'
              : 'More than 12 months ago',
          abnormalBleedingVaginum: 'None',
          ageAtMarriage: who.age >= 25 ? 20 : null,
          totalPregnancies: who.age >= 25 ? 2 : 0,
          ageAtFirstChild: who.age >= 25 ? 22 : null,
          ageAtLastChild: who.age >= 25 ? 25 : null,
          currentlyPregant: pregnant,
          methodOfContraceptionUsed: who.age >= 35 ? 'Tubectomy' : 'Nil',
          noOfBreastFedMonths: who.age >= 25 ? '6-12 Months' : 'Nil',
          undergoneCervicalBreastScrening: 'Neither',
        }
      : {}),
    createdBy: login,
    createdDate: at,
  });
  if (pregnant) {
    await tx
      .update(candidate)
      .set({ consentDate: at, reason: EXCLUSION_REASON, lastModifiedBy: login, lastModifiedDate: at })
      .where(eq(candidate.id, who.id));
  }
}

interface Member {
  name: string;
  relation: string;
  gender: 'Male' | 'Female';
  age: number;
  habits: 'Yes' | 'No';
  maritalStatus: string;
}

function membersOf(who: Enrolled, person: DemoParticipant): Member[] {
  const surname = person.name.split(' ').slice(-1)[0];
  const spouse: Member = {
    name: `${who.gender === 'MALE' ? 'Selvi' : 'Rajan'} ${surname}`,
    relation: 'Spouse',
    gender: who.gender === 'MALE' ? 'Female' : 'Male',
    age: who.age + (who.gender === 'MALE' ? -4 : 4),
    habits: who.gender === 'MALE' ? 'No' : 'Yes',
    maritalStatus: 'Married',
  };
  const child: Member = {
    name: `Arun ${surname}`,
    relation: 'Son',
    gender: 'Male',
    age: Math.max(1, who.age - 24),
    habits: 'No',
    maritalStatus: 'Never Married',
  };
  return who.age >= 25 ? [spouse, child] : [child];
}

/** Family personal and family medical pages: members become candidates of their own (ID + _A, _B, …). */
export async function recordFamily(tx: Tx, who: Enrolled, person: DemoParticipant, index: number, at: Date, login: string) {
  const personalForm = familyForms.find((f) => f.stage === 'FAMILY_PERSONAL')!.familyMetrics!;
  const medicalForm = familyForms.find((f) => f.stage === 'FAMILY_MEDICAL')!.testMetrics!;
  const members = membersOf(who, person);
  const groups = [];
  for (const [i, m] of members.entries()) {
    await tx.insert(candidate).values({
      registraionId: familyMemberId(who.registraionId, i),
      campId: who.campId,
      hospitalId: who.hospitalId,
      streetId: who.streetId,
      address: who.address,
      parentCandidateId: who.id,
      name: m.name,
      relation: m.relation,
      gender: m.gender === 'Male' ? 'MALE' : 'FEMALE',
      age: m.age,
      dob: dobFromAge(m.age, at),
      tobaccoHabbits: m.habits,
      maritalStatus: m.maritalStatus,
      isRecordDeleted: true,
      reason: 'Family Personal Details',
      createdBy: login,
      createdDate: at,
    });
    groups.push(
      answered(
        personalForm,
        {
          Name: m.name,
          'Relation ': m.relation,
          Gender: m.gender,
          Age: String(m.age),
          'Tobacco/Alcohol Habits': m.habits,
          'Marital Status': m.maritalStatus,
        },
        null,
      ),
    );
  }
  await tx.insert(candidateHistory).values({
    candidateId: who.id,
    historyDate: at,
    stage: 'FAMILY_PERSONAL',
    type: HISTORY_TYPE.registration,
    familyMetrics: groups,
    createdBy: login,
    createdDate: at,
  });

  const history =
    index % 2 === 0
      ? [
          answered(
            medicalForm,
            { 'Relation ': 'Mother', 'Cancer Site': 'Breast', 'Age At Diagnosis': '58', Outcome: 'Alive/Treatment' },
            null,
          ),
        ]
      : [
          answered(
            medicalForm,
            { 'Relation ': 'Father', 'Cancer Site': 'Head and Neck', 'Age At Diagnosis': '63', Outcome: 'Dead' },
            null,
          ),
        ];
  await tx.insert(candidateHistory).values({
    candidateId: who.id,
    historyDate: minutes(at, 2),
    stage: 'FAMILY_MEDICAL',
    type: HISTORY_TYPE.registration,
    familyMedicalMetrics: history,
    createdBy: login,
    createdDate: minutes(at, 2),
  });
}
