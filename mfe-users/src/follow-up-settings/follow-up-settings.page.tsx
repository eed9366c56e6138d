import { useEffect, useMemo, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { digitsOnly, type FollowUpSettings, type FollowUpSettingsBody } from '@screening/shared';
import {
  Alert,
  Button,
  Col,
  DigitsInput,
  Form,
  FormError,
  Input,
  Loader,
  LoadFailed,
  PageFrame,
  Row,
  useRuleForm,
  type FormRule,
} from '@screening/shared/ui';
import {
  DEFAULT_FOLLOW_UP_SETTINGS,
  FOLLOW_UP_DISEASES,
  FOLLOW_UP_SETTINGS_LIMITS,
  URGENCIES,
  type FollowUpDisease,
  type Urgency,
} from '@screening/domain/follow-up';
import { followUpSettingsQuery, FOLLOW_UP_SETTINGS_MESSAGES, useSaveFollowUpSettings } from './follow-up-settings.api';
import { usersMessage, useUsersTranslation } from '../i18n';
import { PATHS } from '../paths';

const LIMITS = FOLLOW_UP_SETTINGS_LIMITS;

/** A due-day field, named by its path in the body (`dueDays.breast.URGENT`), so a refusal's `field` names it. */
type DueField = `dueDays.${FollowUpDisease}.${Urgency}`;
type NumberField = DueField | 'lostAfterCalls' | 'outcomeDueDays';
type HospitalField = 'referralHospital.name' | 'referralHospital.address' | 'referralHospital.phone';
/** The form's values: typed digits and texts, each keyed by its path in the body. */
export type SettingsValues = Record<NumberField | HospitalField, string>;

/** The referral hospital's fields. */
const HOSPITAL = {
  name: 'referralHospital.name',
  address: 'referralHospital.address',
  phone: 'referralHospital.phone',
} as const satisfies Record<string, HospitalField>;

const dueField = (disease: FollowUpDisease, urgency: Urgency): DueField => `dueDays.${disease}.${urgency}`;
const DUE_FIELDS = FOLLOW_UP_DISEASES.flatMap((disease) => URGENCIES.map((urgency) => dueField(disease, urgency)));
const FIELDS: (keyof SettingsValues)[] = [
  ...DUE_FIELDS,
  'lostAfterCalls',
  'outcomeDueDays',
  HOSPITAL.name,
  HOSPITAL.address,
  HOSPITAL.phone,
];
/** Input ids in the form's order: a label names its field, and the first field in error takes the focus. */
export const SETTINGS_FIELD_IDS = Object.fromEntries(
  FIELDS.map((field) => [field, `follow-up-settings-${field.replace(/\./g, '-').toLowerCase()}`]),
) as Record<keyof SettingsValues, string>;

function toValues(settings: FollowUpSettings): SettingsValues {
  const due = Object.fromEntries(
    FOLLOW_UP_DISEASES.flatMap((disease) =>
      URGENCIES.map((urgency) => [dueField(disease, urgency), String(settings.dueDays[disease][urgency])]),
    ),
  ) as Record<DueField, string>;
  // Always in the server's answer; its schema leaves it optional for a body of an earlier release.
  const hospital = settings.referralHospital ?? DEFAULT_FOLLOW_UP_SETTINGS.referralHospital;
  return {
    ...due,
    lostAfterCalls: String(settings.lostAfterCalls),
    outcomeDueDays: String(settings.outcomeDueDays),
    [HOSPITAL.name]: hospital.name,
    [HOSPITAL.address]: hospital.address,
    [HOSPITAL.phone]: hospital.phone,
  };
}

/** The body: the form's values over the rule as read (the routine reasons are not on this screen and go back as read). */
function toBody(values: SettingsValues, read: FollowUpSettings): FollowUpSettingsBody {
  const dueDays = Object.fromEntries(
    FOLLOW_UP_DISEASES.map((disease) => [
      disease,
      Object.fromEntries(URGENCIES.map((urgency) => [urgency, Number(values[dueField(disease, urgency)])])),
    ]),
  ) as FollowUpSettingsBody['dueDays'];
  return {
    dueDays,
    routineReasons: read.routineReasons,
    lostAfterCalls: Number(values.lostAfterCalls),
    outcomeDueDays: Number(values.outcomeDueDays),
    referralHospital: {
      name: values[HOSPITAL.name].trim(),
      address: values[HOSPITAL.address].trim(),
      phone: values[HOSPITAL.phone].trim(),
    },
  };
}

/** A rule's refusal, worded again when the language changes (as shared's codeRule does for the domain's rules). */
function RangeMessage({ text, min, max }: { text: 'daysRange' | 'callsRange'; min: number; max: number }) {
  const { t } = useUsersTranslation();
  return <>{t(`followUpSettings.${text}`, { min, max })}</>;
}

/** A whole number from min to max, as the request schema bounds it. */
const wholeNumber = (text: 'daysRange' | 'callsRange', { min, max }: { min: number; max: number }): FormRule[] => [
  {
    validator: (_rule, value: unknown) => {
      const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : NaN;
      return n >= min && n <= max ? Promise.resolve() : Promise.reject(<RangeMessage text={text} min={min} max={max} />);
    },
  },
];
const DAYS_RULES = wholeNumber('daysRange', LIMITS.days);
const CALLS_RULES = wholeNumber('callsRange', LIMITS.lostAfterCalls);
/** Three digits hold 365, two hold 20: the field keeps no more. */
const sanitiseDays = (typed: string) => digitsOnly(typed, String(LIMITS.days.max).length);
const sanitiseCalls = (typed: string) => digitsOnly(typed, String(LIMITS.lostAfterCalls.max).length);

/** A titled group of fields: its heading names it for a screen reader's region list. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} style={{ marginBottom: 8 }}>
      <h2 id={id} className="sc-section-title">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * /follow-up-settings: the hospital's follow-up rule (docs/follow-up.md), changed by admin without a release: the days
 * to the due date by test and urgency, the unanswered calls before she is lost, the days to her visit's result, and
 * the hospital her slip sends her to. In the users area because its grant is the user-management one (EDIT on
 * '/management', what the server checks for the write): that menu's tile opens this area, so admin has it loaded.
 */
export default function FollowUpSettingsPage() {
  const { t } = useUsersTranslation();
  const read = useQuery(followUpSettingsQuery());
  const save = useSaveFollowUpSettings();
  const { reset } = save;
  const { form, formProps } = useRuleForm<SettingsValues>({
    fieldIds: SETTINGS_FIELD_IDS,
    // A change hides the last save's "saved" or failure.
    onValuesChange: () => reset(),
  });
  const initialValues = useMemo(() => (read.data ? toValues(read.data) : null), [read.data]);

  // A refusal naming one of the fields marks that field too, and it takes the focus.
  const refused = save.error?.field;
  useEffect(() => {
    if (!refused || !Object.hasOwn(SETTINGS_FIELD_IDS, refused)) return;
    const field = refused as keyof SettingsValues;
    form.setFields([{ name: field, errors: [usersMessage(save.error?.message ?? '')] }]);
    document.getElementById(SETTINGS_FIELD_IDS[field])?.focus();
  }, [refused, form, save.error]);

  const submit = (values: SettingsValues) => {
    if (save.isPending || !read.data) return;
    save.mutate(toBody(values, read.data), { onSuccess: (saved) => form.setFieldsValue(toValues(saved)) });
  };

  const label = (field: keyof SettingsValues, text: string) => ({ name: field, label: text, htmlFor: SETTINGS_FIELD_IDS[field] });
  const daysSuffix = <span aria-hidden>{t('followUpSettings.days')}</span>;
  const saveError = save.error ? save.error.message || FOLLOW_UP_SETTINGS_MESSAGES.saveFailed : null;

  return (
    <PageFrame title={t('followUpSettings.title')} backTo={PATHS.userManagement}>
      <div className="sc-form-panel">
        {read.isPending && <Loader text={t('loading')} />}
        {read.isError && !read.data && (
          <LoadFailed
            message={usersMessage(FOLLOW_UP_SETTINGS_MESSAGES.fetchFailed)}
            onRetry={() => void read.refetch()}
            retrying={read.isFetching}
          />
        )}
        {initialValues && (
          <Form<SettingsValues>
            {...formProps}
            name="follow-up-settings"
            layout="vertical"
            initialValues={initialValues}
            onFinish={submit}
          >
            <p>{t('followUpSettings.intro')}</p>
            <Section id="follow-up-settings-due" title={t('followUpSettings.dueSection')}>
              <p>{t('followUpSettings.dueHint')}</p>
              {FOLLOW_UP_DISEASES.map((disease) => (
                <Row gutter={16} key={disease}>
                  {URGENCIES.map((urgency) => {
                    const field = dueField(disease, urgency);
                    const text = t('followUpSettings.dueDays', {
                      test: t(`followUpSettings.disease.${disease}`),
                      urgency: t(`followUpSettings.urgency.${urgency}`),
                    });
                    return (
                      <Col xs={24} sm={12} key={urgency}>
                        <Form.Item {...label(field, text)} required rules={DAYS_RULES}>
                          <DigitsInput id={SETTINGS_FIELD_IDS[field]} aria-required sanitise={sanitiseDays} suffix={daysSuffix} />
                        </Form.Item>
                      </Col>
                    );
                  })}
                </Row>
              ))}
            </Section>
            <Section id="follow-up-settings-calls" title={t('followUpSettings.callsSection')}>
              <Form.Item {...label('lostAfterCalls', t('followUpSettings.lostAfterCalls'))} required rules={CALLS_RULES}>
                <DigitsInput id={SETTINGS_FIELD_IDS.lostAfterCalls} aria-required sanitise={sanitiseCalls} />
              </Form.Item>
              <Form.Item {...label('outcomeDueDays', t('followUpSettings.outcomeDueDays'))} required rules={DAYS_RULES}>
                <DigitsInput id={SETTINGS_FIELD_IDS.outcomeDueDays} aria-required sanitise={sanitiseDays} suffix={daysSuffix} />
              </Form.Item>
            </Section>
            <Section id="follow-up-settings-hospital" title={t('followUpSettings.hospitalSection')}>
              <p>{t('followUpSettings.hospitalHint')}</p>
              <Form.Item {...label(HOSPITAL.name, t('followUpSettings.hospitalName'))}>
                <Input
                  id={SETTINGS_FIELD_IDS[HOSPITAL.name]}
                  maxLength={LIMITS.referralHospital.name}
                  autoComplete="organization"
                />
              </Form.Item>
              <Form.Item {...label(HOSPITAL.address, t('followUpSettings.hospitalAddress'))}>
                <Input.TextArea
                  id={SETTINGS_FIELD_IDS[HOSPITAL.address]}
                  maxLength={LIMITS.referralHospital.address}
                  rows={3}
                  autoComplete="street-address"
                />
              </Form.Item>
              <Form.Item {...label(HOSPITAL.phone, t('followUpSettings.hospitalPhone'))}>
                <Input
                  id={SETTINGS_FIELD_IDS[HOSPITAL.phone]}
                  maxLength={LIMITS.referralHospital.phone}
                  inputMode="tel"
                  autoComplete="tel"
                />
              </Form.Item>
            </Section>
            <FormError message={saveError && usersMessage(saveError)} />
            {save.isSuccess && (
              <Alert type="success" showIcon role="status" title={t('msg.followUpSettingsSaved')} style={{ marginBottom: 16 }} />
            )}
            <Button type="primary" htmlType="submit" size="large" block loading={save.isPending}>
              {t('followUpSettings.save')}
            </Button>
          </Form>
        )}
      </div>
    </PageFrame>
  );
}
