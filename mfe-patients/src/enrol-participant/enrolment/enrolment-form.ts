/** The enrolment form's values and their wire form (docs/api.md §5.1). */
import { streetIdText, type Candidate, type CandidateRequest, type Gender } from '@screening/shared';
import { registrationIdOf } from '../wizard/candidates.api';

export interface EnrolmentForm {
  name: string;
  mobileNo: string;
  gender: Gender | '';
  age: string;
  address: string;
  streetId: string;
  /** Of a saved participant: the clinic and registration ID it keeps. */
  campId: number | null;
  registrationId: string | null;
}

export const EMPTY_ENROLMENT: EnrolmentForm = {
  name: '',
  mobileNo: '',
  gender: '',
  age: '',
  address: '',
  streetId: '',
  campId: null,
  registrationId: null,
};

/** A saved candidate (prefill type 6) as form values. */
export function formOf(candidate: Candidate): EnrolmentForm {
  const gender = String(candidate.gender ?? '').toUpperCase();
  return {
    name: candidate.name ?? '',
    mobileNo: candidate.mobileNo ?? '',
    gender: gender === 'MALE' || gender === 'FEMALE' || gender === 'OTHER' ? gender : '',
    age: candidate.age === null || candidate.age === undefined ? '' : String(candidate.age),
    address: candidate.address ?? '',
    streetId: streetIdText(candidate.streetId),
    campId: candidate.campId ?? null,
    registrationId: registrationIdOf(candidate),
  };
}

export interface Target {
  candidateId: number | null;
  registrationId: string | null;
  campId: number | null;
  hospitalId: number | null;
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Enroll: a new participant (id null) or an update of the saved one. Street ID 0 when blank. */
export function enrolRequest(form: EnrolmentForm, target: Target): CandidateRequest {
  return {
    id: target.candidateId,
    registraionId: target.registrationId ?? undefined,
    name: form.name.trim(),
    mobileNo: form.mobileNo,
    gender: form.gender || null,
    age: Number(form.age),
    address: form.address.trim(),
    streetId: form.streetId === '' ? 0 : Number(form.streetId),
    hospitalId: target.hospitalId,
    campId: target.campId,
    type: 1,
    screenId: 1,
  };
}

/** Save (tag): what was typed, with the reason. */
export function tagRequest(form: EnrolmentForm, target: Target, reason: string): CandidateRequest {
  return {
    ...(target.candidateId !== null ? { id: target.candidateId, registraionId: target.registrationId ?? undefined } : {}),
    address: form.address.trim(),
    campId: target.campId,
    streetId: form.streetId === '' ? null : Number(form.streetId),
    reason,
    hospitalId: target.hospitalId,
    name: orNull(form.name),
    mobileNo: orNull(form.mobileNo),
    gender: form.gender || null,
    age: form.age === '' ? null : Number(form.age),
    screenId: 2,
  };
}
