import { Alert } from 'antd';

export interface FormErrorProps {
  /** The message to show; nothing renders when it is empty. */
  message?: string | null;
}

/** An inline error above or below a form, announced at once (role=alert). */
export function FormError({ message }: FormErrorProps) {
  if (!message) return null;
  return <Alert type="error" showIcon title={message} style={{ marginBottom: 16 }} />;
}
