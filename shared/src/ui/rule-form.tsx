/**
 * The suite's forms: antd's Form with rules made from the domain's validators. A validator returns a refusal's
 * code (or null); the rule words it in the current language (`ruleMessage`). As the screens always did, a form's
 * errors appear when it is submitted, each goes when its field is changed, and the first field in error takes the
 * focus. Writes go through TanStack Query's `useMutation` (its `isPending` is the button's loading state), a failure
 * worded by `errorMessage` of the API client.
 */
import { cloneElement, isValidElement, useCallback, useState, type ReactElement, type ReactNode } from 'react';
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

/** A rule's refusal, worded again when the language changes; a quiet one marks its field without a word there. */
function RuleMessage({ code, quiet = false }: { code: RuleCode; quiet?: boolean }) {
  useTranslation('shared');
  return quiet ? null : <>{ruleMessage(code)}</>;
}

/** A field's error as the form's summary says it: a quiet refusal is said there. */
const spoken = (error: ReactNode): ReactNode =>
  isValidElement<{ quiet?: boolean }>(error) && error.type === RuleMessage ? cloneElement(error, { quiet: false }) : error;

export interface CodeRuleOptions {
  /**
   * Codes said only in the form's summary, the field marked without them: a form's "Please fill out all required
   * fields." is said once above it, not at each empty field.
   */
  quiet?: readonly RuleCode[];
}

/**
 * An antd rule from a domain validator: `check` gets the field's value and the values of the whole form (for a rule
 * that reads another field, such as the password's e-mail) and returns a refusal's code or null.
 */
export function codeRule<Values = Record<string, unknown>>(
  check: (value: unknown, values: Values) => RuleCode | null,
  { quiet = [] }: CodeRuleOptions = {},
): FormRule {
  return ({ getFieldsValue }) => ({
    validator: (_rule, value) => {
      const code = check(value, getFieldsValue(true) as Values);
      // A React element, not a string: the message follows a change of language while it is shown.
      return code ? Promise.reject(<RuleMessage code={code} quiet={quiet.includes(code)} />) : Promise.resolve();
    },
  });
}

export interface RuleFormOptions<Values> {
  /** Each field's input id, in the order the form shows them: the first in error takes the focus. */
  fieldIds: Partial<Record<keyof Values & string, string>>;
  /** Told of every change the user makes (a draft to keep), after the changed fields' errors are cleared. */
  onValuesChange?: (changed: Partial<Values>, values: Values) => void;
}

export interface RuleForm<Values> {
  form: FormInstance<Values>;
  formProps: FormProps<Values>;
  /** The first error of the fields still marked, in the form's order, for a form that says one above its fields. */
  summary: ReactNode;
  /** Marks fields with errors found outside the rules (an ID the server says is taken). */
  markFields: (errors: { name: keyof Values & string; message: ReactNode }[]) => void;
  /** Changes fields as a user's change does (a choice that clears the levels below it, a suggested value). */
  setValues: (change: Partial<Values>) => void;
}

/** A form instance and the `<Form>` props of the conventions above. */
export function useRuleForm<Values extends object>({ fieldIds, onValuesChange }: RuleFormOptions<Values>): RuleForm<Values> {
  const [form] = Form.useForm<Values>();
  const [summary, setSummary] = useState<ReactNode>(null);
  const summarise = useCallback(() => {
    const first = form.getFieldsError().find((field) => field.errors.length > 0);
    setSummary(first ? spoken(first.errors[0]) : null);
  }, [form]);
  const changed = useCallback<NonNullable<FormProps<Values>['onValuesChange']>>(
    (changes, values) => {
      const names = Object.keys(changes).filter((name) => form.getFieldError(name as never).length > 0);
      if (names.length > 0) {
        form.setFields(names.map((name) => ({ name: name as never, errors: [] })));
        summarise();
      }
      onValuesChange?.(changes, values);
    },
    [form, onValuesChange, summarise],
  );
  const setValues = useCallback(
    (change: Partial<Values>) => {
      form.setFields(Object.entries(change).map(([name, value]) => ({ name: name as never, value, errors: [] })));
      summarise();
      onValuesChange?.(change, form.getFieldsValue(true));
    },
    [form, onValuesChange, summarise],
  );
  const failed = useCallback(() => {
    summarise();
    const first = Object.entries(fieldIds).find(([name]) => form.getFieldError(name as never).length > 0);
    if (first) document.getElementById(first[1] as string)?.focus();
  }, [fieldIds, form, summarise]);
  const markFields = useCallback<RuleForm<Values>['markFields']>(
    (errors) => {
      form.setFields(errors.map(({ name, message }) => ({ name: name as never, errors: [message] as never })));
      summarise();
    },
    [form, summarise],
  );
  const formProps: FormProps<Values> = {
    form,
    validateTrigger: [],
    onValuesChange: changed,
    onFinishFailed: failed,
  };
  return { form, formProps, summary, markFields, setValues };
}

export interface BoundControlProps {
  /** The control, with its own id and accessibility props (its error's id, whether it is in error). */
  control: ReactElement<Record<string, unknown>>;
  id?: unknown;
  'aria-describedby'?: unknown;
  'aria-invalid'?: unknown;
  'aria-required'?: unknown;
}

/**
 * The child of a `Form.Item noStyle` whose field lays out its own label and error: the control gets the value, change
 * handler and ref the item gives, and keeps its own id and accessibility props. The item's own would point
 * aria-describedby at `{name}_help`, an element a noStyle item never renders.
 */
export function BoundControl({
  control,
  id: _id,
  'aria-describedby': _describedBy,
  'aria-invalid': _invalid,
  'aria-required': _required,
  ...given
}: BoundControlProps) {
  return cloneElement(control, given);
}
