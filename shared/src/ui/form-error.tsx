import { Alert } from 'antd';
import { translateMessage, useTranslation } from '../i18n/i18n';

export interface FormErrorProps {
  /** The message to show; nothing renders when it is empty. */
  message?: string | null;
}

/** An inline error above or below a form, announced at once (role=alert). */
export function FormError({ message }: FormErrorProps) {
  // Re-rendered when the language changes, so a known message follows it.
  useTranslation('shared');
  if (!message) return null;
  return <Alert type="error" showIcon title={translateMessage(message)} style={{ marginBottom: 16 }} />;
}
