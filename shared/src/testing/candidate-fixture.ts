/**
 * A participant as the server's CandidateDTO carries her (docs/api.md §9: every key, unset ones null), for the page
 * tests of every remote.
 */
import type { Candidate } from '../types';

export function candidate(overrides: Partial<Candidate> = {}): Candidate {
  return {
    id: 501,
    registraionId: '1203045007000012',
    registrationId: '1203045007000012',
    campId: 41,
    optionalId: null,
    name: 'Lakshmi Devi',
    gender: 'FEMALE',
    age: 42,
    maritalStatus: null,
    socialHabits: null,
    spouseName: null,
    mobileNo: '9876543210',
    aadhar: null,
    address: '12 Temple Street, Kovalam',
    email: null,
    tobaccoUser: null,
    parentCandidateId: null,
    surveyStatus: null,
    consentDate: null,
    consentSign: null,
    dob: '1983-01-01',
    streetId: 7,
    fatherName: null,
    alternateMobileNo: null,
    occupation: null,
    monthlyIncome: null,
    houseType: null,
    voterId: null,
    education: null,
    rationCard: null,
    hospitalId: 7,
    reason: null,
    eligibleDiseases: null,
    candidateHabitDTOs: null,
    screenId: 0,
    enrolled: true,
    tobaccoHabbits: null,
    relation: null,
    ...overrides,
  };
}
