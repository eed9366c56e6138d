/**
 * What every participant card shows besides her name: the Registration ID and the clinic tell apart two women of
 * the same name, age and street (Modify Patient Information, the worklists, the possible duplicates).
 */
import type { Candidate, Gender } from '../types';
import type { ResultField } from './result-card';
import { createElement } from 'react';
import { i18n } from '../i18n/i18n';

/** MALE → Male. */
export const genderLabel = (gender: Gender | string | null | undefined): string | null =>
  gender
    ? i18n.t(`gender.${gender.toUpperCase()}`, { ns: 'shared', defaultValue: gender.charAt(0) + gender.slice(1).toLowerCase() })
    : null;

/** An ID kept on one line (see .sc-result-card__id). */
const idValue = (id: string | null | undefined) => (id ? createElement('span', { className: 'sc-result-card__id' }, id) : id);

export function registrationCardFields(
  participant: Pick<Candidate, 'registraionId' | 'registrationId' | 'campName'>,
): ResultField[] {
  return [
    {
      label: i18n.t('card.registrationId', { ns: 'shared' }),
      value: idValue(participant.registraionId || participant.registrationId),
    },
    { label: i18n.t('card.outreachClinic', { ns: 'shared' }), value: participant.campName },
  ];
}
