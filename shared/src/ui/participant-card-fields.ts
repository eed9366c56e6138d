/**
 * What every participant card shows besides her name: the Registration ID and the clinic tell apart two women of
 * the same name, age and street (Modify Patient Information, the worklists, the possible duplicates).
 */
import type { Candidate, Gender } from '../types';
import type { ResultField } from './result-card';

/** MALE → Male. */
export const genderLabel = (gender: Gender | string | null | undefined): string | null =>
  gender ? gender.charAt(0) + gender.slice(1).toLowerCase() : null;

export function registrationCardFields(
  participant: Pick<Candidate, 'registraionId' | 'registrationId' | 'campName'>,
): ResultField[] {
  return [
    { label: 'Registration ID', value: participant.registraionId || participant.registrationId },
    { label: 'Outreach Clinic', value: participant.campName },
  ];
}
