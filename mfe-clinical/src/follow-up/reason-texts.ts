/**
 * Her "Referred for" reasons are stored as the form's English answers: shown in another language as the hospital's
 * forms word those options there (domain's referralReasonLabel), a reason no form words as stored.
 */
import { useCallback } from 'react';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_LANGUAGE, type FollowUp, type Language } from '@screening/shared';
import { referralReasonLabel } from '@screening/domain/follow-up';
import { referralQuestionsQuery } from './follow-up.api';

export type ReasonsIn = (followUp: Pick<FollowUp, 'disease' | 'reasons'>, language: Language) => string[];

/** The reasons in a language; the forms are read only when `needed` (another language than English is shown). */
export function useReasonTexts(needed: boolean): ReasonsIn {
  const { data } = useQuery({ ...referralQuestionsQuery(), enabled: needed });
  return useCallback<ReasonsIn>(
    ({ disease, reasons }, language) =>
      language === DEFAULT_LANGUAGE
        ? reasons
        : reasons.map((reason) => referralReasonLabel(data?.[disease] ?? [], reason, language)),
    [data],
  );
}
