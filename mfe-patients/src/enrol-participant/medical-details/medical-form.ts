/** Medical Details values and their wire form (`routes.medicalHistory`, prefill type 3). */
import { hasWomensHealth, type MedicalHistoryRecord, type MedicalHistoryRequest } from '@screening/shared';

export type YesNo = '' | 'Yes' | 'No';

export interface WomensHealthForm {
  ageAtMenarche: string;
  whenWasLastMentrution: string;
  abnormalBleedingVaginum: string;
  ageAtMarriage: string;
  totalPregnancies: string;
  ageAtFirstChild: string;
  ageAtLastChild: string;
  currentlyPregant: YesNo;
  methodOfContraceptionUsed: string;
  noOfBreastFedMonths: string;
  undergoneCervicalBreastScrening: string;
}

export interface MedicalForm extends WomensHealthForm {
  /** The saved record's id: a later save updates it. */
  id: number | null;
  medicalhistory: string[];
  bloodPressure: string;
  pulseRate: string;
  weight: string;
  historyOfSurgery: YesNo;
  height: string;
  spo2: string;
  allergy: string;
  otherComplaints: string;
}

export const EMPTY_WOMENS_HEALTH: WomensHealthForm = {
  ageAtMenarche: '',
  whenWasLastMentrution: '',
  abnormalBleedingVaginum: '',
  ageAtMarriage: '',
  totalPregnancies: '',
  ageAtFirstChild: '',
  ageAtLastChild: '',
  currentlyPregant: '',
  methodOfContraceptionUsed: '',
  noOfBreastFedMonths: '',
  undergoneCervicalBreastScrening: '',
};

export const EMPTY_MEDICAL: MedicalForm = {
  id: null,
  medicalhistory: [],
  bloodPressure: '',
  pulseRate: '',
  weight: '',
  historyOfSurgery: '',
  height: '',
  spo2: '',
  allergy: '',
  otherComplaints: '',
  ...EMPTY_WOMENS_HEALTH,
};

/** Numbers the original stored as 0 for "not given" read back as blank. */
const text = (value: unknown) => (value === null || value === undefined || value === 0 || value === '0' ? '' : String(value));
/** Pregnancies may truly be 0. */
const count = (value: unknown) => (value === null || value === undefined ? '' : String(value));
const yesNo = (value: unknown): YesNo =>
  value === true || value === 'true' ? 'Yes' : value === false || value === 'false' ? 'No' : '';

export function medicalFormOf(saved: Partial<MedicalHistoryRecord>): MedicalForm {
  const history =
    typeof saved.medicalhistory === 'string'
      ? saved.medicalhistory
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [];
  return {
    id: typeof saved.id === 'number' ? saved.id : null,
    medicalhistory: history,
    bloodPressure: text(saved.bloodPressure),
    pulseRate: text(saved.pulseRate),
    weight: text(saved.weight),
    historyOfSurgery: yesNo(saved.historyOfSurgery),
    height: text(saved.height),
    spo2: text(saved.spo2),
    allergy: text(saved.allergy),
    otherComplaints: text(saved.otherComplaints),
    ageAtMenarche: text(saved.ageAtMenarche),
    whenWasLastMentrution: text(saved.whenWasLastMentrution),
    abnormalBleedingVaginum: text(saved.abnormalBleedingVaginum),
    ageAtMarriage: text(saved.ageAtMarriage),
    totalPregnancies: count(saved.totalPregnancies),
    ageAtFirstChild: text(saved.ageAtFirstChild),
    ageAtLastChild: text(saved.ageAtLastChild),
    currentlyPregant: yesNo(saved.currentlyPregant),
    methodOfContraceptionUsed: text(saved.methodOfContraceptionUsed),
    noOfBreastFedMonths: text(saved.noOfBreastFedMonths),
    undergoneCervicalBreastScrening: text(saved.undergoneCervicalBreastScrening),
  };
}

const orNull = (value: string) => (value.trim() === '' ? null : value.trim());
const numberOrNull = (value: string) => (value.trim() === '' ? null : Number(value));
const boolOrNull = (value: YesNo) => (value === '' ? null : value === 'Yes');

/** The record to save; a participant without the Women's Health section sends none of its answers. */
export function medicalRequest(form: MedicalForm, candidateId: number, gender: unknown): MedicalHistoryRequest {
  const women = hasWomensHealth(gender) ? form : { ...form, ...EMPTY_WOMENS_HEALTH };
  return {
    id: form.id,
    candidateId,
    medicalhistory: form.medicalhistory.length > 0 ? form.medicalhistory.join(',') : null,
    bloodPressure: orNull(form.bloodPressure),
    pulseRate: orNull(form.pulseRate),
    weight: numberOrNull(form.weight),
    height: numberOrNull(form.height),
    spo2: numberOrNull(form.spo2),
    allergy: orNull(form.allergy),
    otherComplaints: orNull(form.otherComplaints),
    historyOfSurgery: boolOrNull(form.historyOfSurgery),
    ageAtMenarche: numberOrNull(women.ageAtMenarche),
    whenWasLastMentrution: orNull(women.whenWasLastMentrution),
    abnormalBleedingVaginum: orNull(women.abnormalBleedingVaginum),
    ageAtMarriage: numberOrNull(women.ageAtMarriage),
    totalPregnancies: numberOrNull(women.totalPregnancies),
    ageAtFirstChild: numberOrNull(women.ageAtFirstChild),
    ageAtLastChild: numberOrNull(women.ageAtLastChild),
    currentlyPregant: boolOrNull(women.currentlyPregant),
    methodOfContraceptionUsed: orNull(women.methodOfContraceptionUsed),
    noOfBreastFedMonths: orNull(women.noOfBreastFedMonths),
    undergoneCervicalBreastScrening: orNull(women.undergoneCervicalBreastScrening),
  };
}

/** Nothing saved and nothing entered (Prev then has nothing to save). */
export function isEmptyMedical(form: MedicalForm): boolean {
  const { id, medicalhistory, ...rest } = form;
  return id === null && medicalhistory.length === 0 && Object.values(rest).every((v) => v === '');
}
