/**
 * The validation rules' refusals by code: USER_NAME for USER_NAME_MESSAGE, each rule's English (the SPEC's text).
 * Apart from the server's own refusals (errors.ts), so a screen that words a rule's code carries only these texts.
 */
import { ALL_MANDATORY_MESSAGE, FUTURE_DATE_MESSAGE, METRIC_DATE_FORMAT_MESSAGE, REQUIRED_MESSAGE } from '../forms';
import * as validation from '../validation';

/** The form engine's texts the server may refuse with. */
const FORM_RULES = { REQUIRED_MESSAGE, ALL_MANDATORY_MESSAGE, FUTURE_DATE_MESSAGE, METRIC_DATE_FORMAT_MESSAGE };
type RuleTexts = typeof validation & typeof FORM_RULES;

/** USER_NAME for USER_NAME_MESSAGE: every `…_MESSAGE` text of the validation rules. */
export type RuleCode = {
  [K in keyof RuleTexts]: K extends `${infer Code}_MESSAGE` ? (RuleTexts[K] extends string ? Code : never) : never;
}[keyof RuleTexts];

export const RULE_REFUSALS = Object.fromEntries(
  Object.entries({ ...validation, ...FORM_RULES })
    .filter(([name, text]) => name.endsWith('_MESSAGE') && typeof text === 'string')
    .map(([name, text]) => [name.slice(0, -'_MESSAGE'.length), text]),
) as Record<RuleCode, string>;

/** A rule's English by its code. */
export const ruleText = (code: RuleCode): string => RULE_REFUSALS[code];
