import { useEffect, useState } from 'react';
import { Button, Input, type InputProps } from 'antd';
import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/i18n';
import { loadPasswordPolicy } from '@screening/domain/validation';

export type PasswordInputProps = Omit<InputProps, 'type' | 'suffix'>;

/**
 * A password input with a show/hide toggle that is a real button (keyboard reachable, named 'Show password' /
 * 'Hide password'), unlike antd's Input.Password eye icon. A new password's field loads the password policy's
 * estimator (a chunk of its own in the browser build).
 */
export function PasswordInput({ disabled, id, autoComplete = 'new-password', ...props }: PasswordInputProps) {
  const { t } = useTranslation('shared');
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (autoComplete === 'new-password') loadPasswordPolicy().catch(() => undefined);
  }, [autoComplete]);
  return (
    <Input
      {...props}
      id={id}
      disabled={disabled}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="none"
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          disabled={disabled}
          aria-label={visible ? t('common.hidePassword') : t('common.showPassword')}
          aria-controls={id}
          icon={visible ? <EyeInvisibleOutlined aria-hidden /> : <EyeOutlined aria-hidden />}
          onClick={() => setVisible((shown) => !shown)}
        />
      }
    />
  );
}
