/**
 * The suite's forms: antd's Form with rules made from the domain's validators. A validator returns a refusal's
 * code (or null); the rule words it in the current language (`ruleMessage`). As the screens always did, a form's
 * errors appear when it is submitted, each goes when its field is changed, and the first field in error takes the
 * focus. Writes go through TanStack Query's `useMutation` (its `isPending` is the button's loading state), a failure
 * worded by `errorMessage` of the API client.
 */
import { useCallback } from 'react';
import { Form, type FormInstance, type FormProps, type FormRule } from 'antd';
import { ruleText, type RuleCode } from '@screening/domain/api/rule-codes';
import { refusalSentence } from '../api/client';
import { useTranslation } from '../i18n/i18n';

/**
 * A validation rule's refusal by its code (what a domain validator returns), in the current language: in English
 * the rule's own text (the SPEC's), in another language shared's `errors` catalogue's words for the code. Here, with
 * the forms, rather than in the light core: the table of the rules' texts stays off the sign-in path.
 */
export const ruleMessage = (code: RuleCode): string => refusalSentence(code, {}, ruleText(code));

/** A rule's refusal, worded again when the language changes. */
function RuleMessage({ code }: { code: RuleCode }) {
  useTranslation('shared');
  return <>{ruleMessage(code)}</>;
}

/**
 * An antd rule from a domain validator: `check` gets the field's value and the values of the whole form (for a rule
 * that reads another field, such as the password's e-mail) and returns a refusal's code or null.
 */
export function codeRule<Values = Record<string, unknown>>(check: (value: unknown, values: Values) => RuleCode | null): FormRule {
  return ({ getFieldsValue }) => ({
    validator: (_rule, value) => {
      const code = check(value, getFieldsValue(true) as Values);
      // A React element, not a string: the message follows a change of language while it is shown.
      return code ? Promise.reject(<RuleMessage code={code} />) : Promise.resolve();
    },
  });
}

export interface RuleFormOptions<Values> {
  /** Each field's input id, in the order the form shows them: the first in error takes the focus. */
  fieldIds: Partial<Record<keyof Values & string, string>>;
  /** Told of every change the user makes (a draft to keep), after the changed fields' errors are cleared. */
  onValuesChange?: (changed: Partial<Values>, values: Values) => void;
}

/** A form instance and the `<Form>` props of the conventions above. */
export function useRuleForm<Values extends object>({
  fieldIds,
  onValuesChange,
}: RuleFormOptions<Values>): { form: FormInstance<Values>; formProps: FormProps<Values> } {
  const [form] = Form.useForm<Values>();
  const changed = useCallback<NonNullable<FormProps<Values>['onValuesChange']>>(
    (changes, values) => {
      const names = Object.keys(changes).filter((name) => form.getFieldError(name as never).length > 0);
      if (names.length > 0) form.setFields(names.map((name) => ({ name: name as never, errors: [] })));
      onValuesChange?.(changes, values);
    },
    [form, onValuesChange],
  );
  const focusFirst = useCallback(() => {
    const first = Object.entries(fieldIds).find(([name]) => form.getFieldError(name as never).length > 0);
    if (first) document.getElementById(first[1] as string)?.focus();
  }, [fieldIds, form]);
  return { form, formProps: { form, validateTrigger: [], onValuesChange: changed, onFinishFailed: focusFirst } };
}
