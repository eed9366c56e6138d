import type { ReactNode } from 'react';
import { Alert } from 'antd';
import { translateMessage, useTranslation } from '../i18n/i18n';

export interface FormErrorProps {
  /** The message to show (a text, or a form's summary as `useRuleForm` gives it); nothing renders when it is empty. */
  message?: ReactNode;
}

/** An inline error above or below a form, announced at once (role=alert). */
export function FormError({ message }: FormErrorProps) {
  // Re-rendered when the language changes, so a known message follows it.
  useTranslation('shared');
  if (!message) return null;
  return (
    <Alert
      type="error"
      showIcon
      title={typeof message === 'string' ? translateMessage(message) : message}
      style={{ marginBottom: 16 }}
    />
  );
}
