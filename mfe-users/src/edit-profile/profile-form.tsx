import {
  GENDER_OPTIONS,
  PASSWORD_MAX_LENGTH,
  sanitiseMobile,
  translateMessage,
  useAuthStore,
  usePasswordVerdict,
  type Gender,
  type LivePasswordVerdict,
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
} from '@screening/shared/ui';
import { usersMessage, useUsersTranslation } from '../i18n';
import type { ProfileField, ProfileFormController } from './use-profile-form';

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

const IDS: Record<ProfileField, string> = {
  name: 'profile-name',
  gender: 'profile-gender',
  phoneNo: 'profile-mobile',
  password: 'profile-password',
  currentPassword: 'profile-current-password',
};

/**
 * The policy's verdict on the new password as she types (the same rule the server applies), until a submit finds
 * an error there: a warning for a refused password, a success once it is hard enough to guess.
 */
function liveVerdict(verdict: LivePasswordVerdict, error: string | undefined, strong: string) {
  if (error) return {};
  if (verdict.status === 'refused') return { validateStatus: 'warning' as const, help: translateMessage(verdict.message) };
  if (verdict.status === 'accepted') return { validateStatus: 'success' as const, help: strong };
  return {};
}

export interface ProfileFormProps {
  form: ProfileFormController;
  variant: ProfileVariant;
}

export function ProfileForm({ form, variant }: ProfileFormProps) {
  const { t } = useUsersTranslation();
  const storeRole = useAuthStore((s) => s.roleName);
  const { load, values, errors, saving, saveError, saved, change } = form;
  const labels = LABELS[variant];
  const allRequired = variant === 'account';
  const email = useAuthStore((s) => s.email) ?? undefined;
  const verdict = usePasswordVerdict(values.password, email);

  if (load.status === 'loading') return <Loader text={t('loading')} />;
  if (load.status === 'failed') {
    return (
      <div className="sc-form-panel">
        <LoadFailed message={t('msg.fetchProfile')} onRetry={form.retry} retrying={form.retrying} />
      </div>
    );
  }

  const item = (field: ProfileField, required: boolean) => ({
    label: t(labels[field]),
    htmlFor: IDS[field],
    required,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field] && usersMessage(errors[field]),
  });

  const submit = async () => {
    const found = await form.submit();
    const first = (Object.keys(IDS) as ProfileField[]).find((field) => found[field]);
    if (first) document.getElementById(IDS[first])?.focus();
  };

  return (
    <div className="sc-form-panel">
      <Form layout="vertical" onFinish={() => void submit()}>
        <Form.Item {...item('name', true)}>
          <Input
            id={IDS.name}
            value={values.name}
            maxLength={60}
            autoComplete="name"
            aria-required
            onChange={(e) => change('name', e.target.value)}
          />
        </Form.Item>
        {variant === 'profile' ? (
          <Form.Item {...item('gender', true)} htmlFor={undefined}>
            <GenderButtons id={IDS.gender} value={values.gender} onChange={(gender) => change('gender', gender)} />
          </Form.Item>
        ) : (
          <Form.Item {...item('gender', true)}>
            <Select
              id={IDS.gender}
              aria-required
              placeholder={t('pickGender')}
              value={values.gender || undefined}
              options={GENDER_OPTIONS.map((option) => ({
                value: option.toUpperCase(),
                label: t(`gender.${option.toUpperCase()}`, { ns: 'shared' }),
              }))}
              onChange={(gender: Gender) => change('gender', gender)}
            />
          </Form.Item>
        )}
        <Form.Item {...item('phoneNo', true)}>
          <DigitsInput
            id={IDS.phoneNo}
            autoComplete="tel-national"
            aria-required
            value={values.phoneNo}
            sanitise={sanitiseMobile}
            lengthMessage={t('msg.mobile')}
            onChange={(kept) => change('phoneNo', kept)}
          />
        </Form.Item>
        {variant === 'profile' && (
          <Form.Item label={t('role')} htmlFor="profile-role">
            <Input id="profile-role" value={load.employee.role ?? storeRole ?? ''} readOnly />
          </Form.Item>
        )}
        <Form.Item
          {...item('password', allRequired)}
          {...liveVerdict(verdict, errors.password, t('password.strong', { ns: 'shared' }))}
          extra={allRequired ? undefined : t('keepPassword')}
        >
          <PasswordInput
            id={IDS.password}
            value={values.password}
            maxLength={PASSWORD_MAX_LENGTH}
            aria-required={allRequired}
            onChange={(e) => change('password', e.target.value)}
          />
        </Form.Item>
        <Form.Item
          {...item('currentPassword', allRequired || values.password !== '')}
          extra={allRequired ? undefined : t('currentPasswordHint')}
        >
          <PasswordInput
            id={IDS.currentPassword}
            autoComplete="current-password"
            value={values.currentPassword}
            maxLength={4 * PASSWORD_MAX_LENGTH}
            aria-required={allRequired || values.password !== ''}
            onChange={(e) => change('currentPassword', e.target.value)}
          />
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
