import type { CSSProperties } from 'react';
import { Alert, Button } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { translateMessage, useTranslation } from '../i18n/i18n';

/** docs/screens.md §8's message for a screen whose data could not be read, where the SPEC names no other. */
export const LOAD_FAILED_MESSAGE = 'Failed to load data. Please try again.';

export interface LoadFailedProps {
  /** The screen's docs/screens.md §8 message, e.g. 'Failed to fetch camps. Please try again.'. */
  message?: string;
  onRetry: () => void;
  /** A retry is under way: the button shows it and cannot be pressed twice. */
  retrying?: boolean;
  style?: CSSProperties;
}

/** What every screen shows when a read failed: the message, announced at once, and a Retry that reads again. */
export function LoadFailed({ message = LOAD_FAILED_MESSAGE, onRetry, retrying = false, style }: LoadFailedProps) {
  const { t } = useTranslation('shared');
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      title={translateMessage(message)}
      action={
        <Button size="small" icon={<ReloadOutlined aria-hidden />} loading={retrying} onClick={onRetry}>
          {t('common.retry')}
        </Button>
      }
      style={{ marginBottom: 16, ...style }}
    />
  );
}
