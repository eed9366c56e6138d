/** Pure helpers of the family member cards: card titles and the typing rules of the family fields. */
import { type Answers, answerOf, normaliseParams, optionLabel } from '@screening/domain/forms';
import type { MetricParam } from '@screening/domain/types';
import {
  type FamilyKind,
  diagnosisAgeError,
  familyFieldRule,
  memberAgeError,
  memberIncomeError,
  sanitiseDiagnosisAge,
  sanitiseIncome,
  sanitiseMemberAge,
} from '@screening/domain/validation';
import { currentLanguage, i18n } from '../../i18n/i18n';

/** The answer of the param called `name` (trimmed, case-insensitive) as shown in the language; '' when absent. */
function answerNamed(params: readonly MetricParam[], answers: Answers, name: string): string {
  const param = normaliseParams(params).find((p) => p.testName.trim().toLowerCase() === name);
  const answer = param ? answerOf(answers, param.testName).trim() : '';
  return param && answer && param.values.includes(answer) ? optionLabel(param, answer, currentLanguage()) : answer;
}

/** 'Member 2', or 'Member 2: Lakshmi, Mother' once the card's Name and Relation are known. */
export function memberTitle(params: readonly MetricParam[], answers: Answers, index: number): string {
  const known = [answerNamed(params, answers, 'name'), answerNamed(params, answers, 'relation')].filter(Boolean);
  const number = index + 1;
  return known.length > 0
    ? i18n.t('members.titleKnown', { ns: 'shared', number, known: known.join(', ') })
    : i18n.t('members.title', { ns: 'shared', number });
}

/**
 * What typing may put in a family field, picked by the same rule docs/screens.md §5 validates it with: ages digits only (every
 * digit kept, so an age out of range is flagged, not cut short), income digits without leading zeros, at most 6.
 * Other fields keep the text.
 */
export function sanitiseFamilyField(kind: FamilyKind, testName: string, text: string): string {
  const rule = familyFieldRule(kind, testName);
  if (rule === memberAgeError) return sanitiseMemberAge(text);
  if (rule === diagnosisAgeError) return sanitiseDiagnosisAge(text);
  if (rule === memberIncomeError) return sanitiseIncome(text);
  return text;
}
