import type { ReactNode } from 'react';
import { PASSWORD_MAX_LENGTH, sanitiseMobile, type FieldErrors, type Gender, type UserFormValues } from '@screening/shared';
import {
  Button,
  DigitsInput,
  Form,
  GenderButtons,
  Input,
  PasswordInput,
  Select,
  Space,
  Switch,
  type InputProps,
} from '@screening/shared/ui';
import { usersMessage, useUsersTranslation } from '../i18n';
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

export interface UserFormProps {
  values: UserFormState;
  errors: FieldErrors<UserFormField>;
  roles: RoleOption[];
  /** Edit mode: every field disabled except the status toggle (docs/screens.md §2). */
  editing: boolean;
  saving: boolean;
  onChange: <K extends keyof UserFormState>(field: K, value: UserFormState[K]) => void;
  onSubmit: () => void;
  /** Shown above the button (the save's error). */
  footer?: ReactNode;
}

/** The fields of Create New User / Edit User: name, role, email, mobile, gender, password; status when editing. */
export function UserForm({ values, errors, roles, editing, saving, onChange, onSubmit, footer }: UserFormProps) {
  const { t } = useUsersTranslation();
  const item = (field: UserFormField, label: string) => ({
    label,
    htmlFor: USER_FIELD_IDS[field],
    required: !editing,
    validateStatus: errors[field] ? ('error' as const) : undefined,
    help: errors[field] && usersMessage(errors[field]),
  });
  const text = (field: 'name' | 'email', label: string, input: Pick<InputProps, 'maxLength' | 'type'>) => (
    <Form.Item {...item(field, label)}>
      <Input
        id={USER_FIELD_IDS[field]}
        value={values[field]}
        disabled={editing}
        autoComplete="off"
        onChange={(event) => onChange(field, event.target.value)}
        {...input}
      />
    </Form.Item>
  );
  return (
    <Form layout="vertical" onFinish={onSubmit} requiredMark={!editing} className="users-form">
      {text('name', t('card.name', { ns: 'shared' }), { maxLength: 60 })}
      <Form.Item {...item('roleId', t('role'))}>
        <Select
          id={USER_FIELD_IDS.roleId}
          value={values.roleId ?? undefined}
          disabled={editing}
          placeholder={t('pickRole')}
          options={roles.map((role) => ({ value: role.id, label: role.name }))}
          onChange={(value: number) => onChange('roleId', value)}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      {text('email', t('email'), { type: 'email' })}
      <Form.Item {...item('phoneNo', t('mobile'))}>
        <DigitsInput
          id={USER_FIELD_IDS.phoneNo}
          value={values.phoneNo}
          disabled={editing}
          autoComplete="off"
          sanitise={sanitiseMobile}
          lengthMessage={t('msg.mobile')}
          onChange={(kept) => onChange('phoneNo', kept)}
        />
      </Form.Item>
      <Form.Item {...item('gender', t('gender.label', { ns: 'shared' }))} htmlFor={undefined}>
        <GenderButtons
          id={USER_FIELD_IDS.gender}
          value={values.gender}
          disabled={editing}
          onChange={(gender) => onChange('gender', gender)}
        />
      </Form.Item>
      <Form.Item {...item('password', t('password'))}>
        <PasswordInput
          id={USER_FIELD_IDS.password}
          value={values.password}
          disabled={editing}
          maxLength={PASSWORD_MAX_LENGTH}
          onChange={(event) => onChange('password', event.target.value)}
        />
      </Form.Item>
      {editing && (
        <Form.Item label={t('status')} htmlFor="user-status">
          <Space>
            <Switch
              id="user-status"
              checked={values.active}
              aria-describedby="user-status-text"
              onChange={(checked) => onChange('active', checked)}
            />
            <span id="user-status-text">{t(values.active ? 'active' : 'inactive')}</span>
          </Space>
        </Form.Item>
      )}
      {footer}
      <Button type="primary" htmlType="submit" size="large" block loading={saving}>
        {t(editing ? 'updateUser' : 'createUser')}
      </Button>
    </Form>
  );
}
