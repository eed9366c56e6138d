import { useMemo } from 'react';
import {
  changingPassword,
  currentPasswordCode,
  GENDER_OPTIONS,
  genderCode,
  PASSWORD_MAX_LENGTH,
  passwordCode,
  sanitiseMobile,
  translateMessage,
  useAuthStore,
  userMobileCode,
  userNameCode,
  usePasswordVerdict,
  type LivePasswordVerdict,
  type ProfileFormOptions,
} from '@screening/shared';
import {
  Alert,
  Button,
  DigitsInput,
  Form,
  FormError,
  GenderButtons,
  Input,
  Loader,
  LoadFailed,
  PasswordInput,
  Select,
  codeRule,
  type FormItemProps,
  type FormRule,
} from '@screening/shared/ui';
import { usersMessage, useUsersTranslation } from '../i18n';
import { PROFILE_FIELD_IDS, type ProfileField, type ProfileFormController, type ProfileValues } from './use-profile-form';

/**
 * 'profile' is /ProfileScreen (gender buttons, mobile, read-only role); 'account' is the Account Information form
 * (gender select, every field required). Both edit the same record, whose one mobile number is the user's own: the
 * SPEC's Account Information called it 'Alternate Mobile Number', which it is not.
 */
export type ProfileVariant = 'profile' | 'account';

/** Each field's label: a key of the users catalogue, or of shared's (`gender.label`). */
const LABELS: Record<ProfileVariant, Record<ProfileField, string>> = {
  profile: {
    name: 'username',
    gender: 'shared:gender.label',
    phoneNo: 'mobile',
    password: 'changePassword',
    currentPassword: 'currentPassword',
  },
  account: {
    name: 'username',
    gender: 'shared:gender.label',
    phoneNo: 'mobile',
    password: 'changePassword',
    currentPassword: 'currentPassword',
  },
};

/**
 * The policy's verdict on the new password as she types (the same rule the server applies), until a submit finds
 * an error there: a warning for a refused password, a success once it is hard enough to guess.
 */
function liveVerdict(verdict: LivePasswordVerdict, error: boolean, strong: string) {
  if (error) return {};
  if (verdict.status === 'refused') return { validateStatus: 'warning' as const, help: translateMessage(verdict.message) };
  if (verdict.status === 'accepted') return { validateStatus: 'success' as const, help: strong };
  return {};
}

export interface ProfileFormProps {
  form: ProfileFormController;
  variant: ProfileVariant;
}

/** The profile's rules (the user form's, docs/screens.md §5); a new password needs the current one. */
function profileRules(options: ProfileFormOptions): Record<ProfileField, FormRule[]> {
  return {
    name: [codeRule(userNameCode)],
    gender: [codeRule(genderCode)],
    phoneNo: [codeRule(userMobileCode)],
    password: [
      codeRule<ProfileValues>((password, values) =>
        changingPassword(values, options) ? passwordCode(password, options.email) : null,
      ),
    ],
    currentPassword: [codeRule<ProfileValues>((_current, values) => currentPasswordCode(values, options))],
  };
}

export function ProfileForm({ form, variant }: ProfileFormProps) {
  const { t } = useUsersTranslation();
  if (form.load.status === 'loading') return <Loader text={t('loading')} />;
  if (form.load.status === 'failed') {
    return (
      <div className="sc-form-panel">
        <LoadFailed message={t('msg.fetchProfile')} onRetry={form.retry} retrying={form.retrying} />
      </div>
    );
  }
  return <ProfileFields form={form} variant={variant} role={form.load.employee.role} />;
}

function ProfileFields({ form: controller, variant, role }: ProfileFormProps & { role: string | null }) {
  const { t } = useUsersTranslation();
  const storeRole = useAuthStore((s) => s.roleName);
  const { form, formProps, initialValues, passwordRequired, saving, saveError, saved } = controller;
  const labels = LABELS[variant];
  const allRequired = variant === 'account';
  const email = useAuthStore((s) => s.email) ?? undefined;
  const rules = useMemo(() => profileRules({ passwordRequired, email }), [passwordRequired, email]);

  const item: ItemOf = (field, required) => ({
    name: field,
    label: t(labels[field]),
    htmlFor: PROFILE_FIELD_IDS[field],
    required,
    rules: rules[field],
  });

  return (
    <div className="sc-form-panel">
      <Form<ProfileValues>
        {...formProps}
        name="profile"
        layout="vertical"
        initialValues={initialValues}
        onFinish={controller.submit}
      >
        <Form.Item {...item('name', true)}>
          <Input id={PROFILE_FIELD_IDS.name} maxLength={60} autoComplete="name" aria-required />
        </Form.Item>
        {variant === 'profile' ? (
          <Form.Item {...item('gender', true)} htmlFor={undefined}>
            <GenderButtons id={PROFILE_FIELD_IDS.gender} />
          </Form.Item>
        ) : (
          // No gender yet ('') shows the placeholder.
          <Form.Item {...item('gender', true)} getValueProps={(gender: string) => ({ value: gender || undefined })}>
            <Select
              id={PROFILE_FIELD_IDS.gender}
              aria-required
              placeholder={t('pickGender')}
              options={GENDER_OPTIONS.map((option) => ({
                value: option.toUpperCase(),
                label: t(`gender.${option.toUpperCase()}`, { ns: 'shared' }),
              }))}
            />
          </Form.Item>
        )}
        <Form.Item {...item('phoneNo', true)}>
          <DigitsInput
            id={PROFILE_FIELD_IDS.phoneNo}
            autoComplete="tel-national"
            aria-required
            sanitise={sanitiseMobile}
            lengthMessage={t('msg.mobile')}
          />
        </Form.Item>
        {variant === 'profile' && (
          <Form.Item label={t('role')} htmlFor="profile-role">
            <Input id="profile-role" value={role ?? storeRole ?? ''} readOnly />
          </Form.Item>
        )}
        {/* Drawn again at each change of a value or an error: what the password fields say follows both at once. */}
        <Form.Item noStyle shouldUpdate>
          {() => (
            <PasswordFields
              password={(form.getFieldValue('password') as string | undefined) ?? ''}
              refused={form.getFieldError('password').length > 0}
              allRequired={allRequired}
              item={item}
            />
          )}
        </Form.Item>
        <FormError message={saveError && usersMessage(saveError)} />
        {saved && <Alert type="success" showIcon role="status" title={t('msg.profileUpdated')} style={{ marginBottom: 16 }} />}
        <Button type="primary" htmlType="submit" size="large" block loading={saving}>
          {t('update')}
        </Button>
      </Form>
    </div>
  );
}

type ItemOf = (field: ProfileField, required: boolean) => FormItemProps<ProfileValues> & { name: ProfileField };

/** The new password, judged as she types, and the current one, required with a new one. */
function PasswordFields({
  password,
  refused,
  allRequired,
  item,
}: {
  password: string;
  /** A submit found the new password refused: its error speaks, not the live verdict. */
  refused: boolean;
  allRequired: boolean;
  item: ItemOf;
}) {
  const { t } = useUsersTranslation();
  const email = useAuthStore((s) => s.email) ?? undefined;
  const verdict = usePasswordVerdict(password, email);
  const currentRequired = allRequired || password !== '';
  return (
    <>
      <Form.Item
        {...item('password', allRequired)}
        {...liveVerdict(verdict, refused, t('password.strong', { ns: 'shared' }))}
        extra={allRequired ? undefined : t('keepPassword')}
      >
        <PasswordInput id={PROFILE_FIELD_IDS.password} maxLength={PASSWORD_MAX_LENGTH} aria-required={allRequired} />
      </Form.Item>
      <Form.Item {...item('currentPassword', currentRequired)} extra={allRequired ? undefined : t('currentPasswordHint')}>
        <PasswordInput
          id={PROFILE_FIELD_IDS.currentPassword}
          autoComplete="current-password"
          maxLength={4 * PASSWORD_MAX_LENGTH}
          aria-required={currentRequired}
        />
      </Form.Item>
    </>
  );
}
