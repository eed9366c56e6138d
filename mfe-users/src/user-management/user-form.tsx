import type { ReactNode } from 'react';
import {
  emailCode,
  genderCode,
  PASSWORD_MAX_LENGTH,
  passwordCode,
  roleCode,
  sanitiseMobile,
  userMobileCode,
  userNameCode,
  type Gender,
  type UserFormValues,
} from '@screening/shared';
import {
  Button,
  codeRule,
  DigitsInput,
  Form,
  GenderButtons,
  Input,
  PasswordInput,
  Select,
  Space,
  Switch,
  type FormProps,
  type FormRule,
  type InputProps,
} from '@screening/shared/ui';
import { useUsersTranslation } from '../i18n';
import type { RoleOption } from './users.api';

export interface UserFormState {
  name: string;
  roleId: number | null;
  email: string;
  phoneNo: string;
  gender: Gender | '';
  password: string;
  /** Edit mode only: the Active/Inactive status (sent as isRecordDeleted = !active). */
  active: boolean;
}

export const EMPTY_USER_FORM: UserFormState = {
  name: '',
  roleId: null,
  email: '',
  phoneNo: '',
  gender: '',
  password: '',
  active: true,
};

export type UserFormField = keyof UserFormValues;
/** Input ids, so a label names its field and the first error can take the focus. */
export const USER_FIELD_IDS: Record<UserFormField, string> = {
  name: 'user-name',
  roleId: 'user-role',
  email: 'user-email',
  phoneNo: 'user-mobile',
  gender: 'user-gender-male',
  password: 'user-password',
};

/** The create rules of each field (docs/screens.md §5), as antd rules; edit mode runs none. */
const RULES: Record<UserFormField, FormRule[]> = {
  name: [codeRule(userNameCode)],
  roleId: [codeRule(roleCode)],
  email: [codeRule(emailCode)],
  phoneNo: [codeRule(userMobileCode)],
  gender: [codeRule(genderCode)],
  password: [codeRule<UserFormState>((password, values) => passwordCode(password, values.email))],
};

export interface UserFormProps {
  /** The form's instance and props (useRuleForm with USER_FIELD_IDS). */
  formProps: FormProps<UserFormState>;
  /** The values it starts from (read once, when it is first shown). */
  initialValues: UserFormState;
  roles: RoleOption[];
  /** Edit mode: every field disabled except the status toggle (docs/screens.md §2). */
  editing: boolean;
  saving: boolean;
  onSubmit: (values: UserFormState) => void;
  /** Shown above the button (the save's error). */
  footer?: ReactNode;
}

/** The fields of Create New User / Edit User: name, role, email, mobile, gender, password; status when editing. */
export function UserForm({ formProps, initialValues, roles, editing, saving, onSubmit, footer }: UserFormProps) {
  const { t } = useUsersTranslation();
  const item = (field: UserFormField, label: string) => ({
    name: field,
    label,
    htmlFor: USER_FIELD_IDS[field],
    required: !editing,
    rules: editing ? [] : RULES[field],
  });
  const text = (field: 'name' | 'email', label: string, input: Pick<InputProps, 'maxLength' | 'type'>) => (
    <Form.Item {...item(field, label)}>
      <Input id={USER_FIELD_IDS[field]} disabled={editing} autoComplete="off" {...input} />
    </Form.Item>
  );
  return (
    <Form<UserFormState>
      {...formProps}
      name="user"
      layout="vertical"
      initialValues={initialValues}
      onFinish={onSubmit}
      requiredMark={!editing}
      className="users-form"
    >
      {text('name', t('card.name', { ns: 'shared' }), { maxLength: 60 })}
      {/* No role yet (null) shows the placeholder. */}
      <Form.Item {...item('roleId', t('role'))} getValueProps={(roleId: number | null) => ({ value: roleId ?? undefined })}>
        <Select
          id={USER_FIELD_IDS.roleId}
          disabled={editing}
          placeholder={t('pickRole')}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      {text('email', t('email'), { type: 'email' })}
      <Form.Item {...item('phoneNo', t('mobile'))}>
        <DigitsInput
          id={USER_FIELD_IDS.phoneNo}
          disabled={editing}
          autoComplete="off"
          sanitise={sanitiseMobile}
          lengthMessage={t('msg.mobile')}
        />
      </Form.Item>
      <Form.Item {...item('gender', t('gender.label', { ns: 'shared' }))} htmlFor={undefined}>
        <GenderButtons id={USER_FIELD_IDS.gender} disabled={editing} />
      </Form.Item>
      <Form.Item {...item('password', t('password'))}>
        <PasswordInput id={USER_FIELD_IDS.password} disabled={editing} maxLength={PASSWORD_MAX_LENGTH} />
      </Form.Item>
      {editing && <StatusField />}
      {footer}
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {t(editing ? 'updateUser' : 'createUser')}
      </Button>
    </Form>
  );
}

/** Edit mode's Active/Inactive switch, its state said beside it. */
function StatusField() {
  const { t } = useUsersTranslation();
  const active = Form.useWatch<boolean | undefined>('active') !== false;
  return (
    <Form.Item label={t('status')} htmlFor="user-status">
      <Space>
        <Form.Item name="active" valuePropName="checked" noStyle>
          <Switch id="user-status" aria-describedby="user-status-text" />
        </Form.Item>
        <span id="user-status-text">{t(active ? 'active' : 'inactive')}</span>
      </Space>
    </Form.Item>
  );
}
