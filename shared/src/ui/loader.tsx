import { useTranslation } from '../i18n/i18n';
import { Spinner } from './spinner';
import './ui-kit.css';

export interface LoaderProps {
  /** Shown under the spinner and announced to screen readers, e.g. 'Loading clinical metrics…'. */
  text?: string;
  /** Cover the page (default) or sit inline in the content. */
  overlay?: boolean;
}

export function Loader({ text, overlay = true }: LoaderProps) {
  const { t } = useTranslation('shared');
  return (
    <div
      className={overlay ? 'sc-loader sc-loader--overlay' : 'sc-loader'}
      role="status"
      aria-live="polite"
      aria-busy="true"
      aria-label={text ? undefined : t('common.loading')}
    >
      <Spinner size="large" />
      {text && <span>{text}</span>}
    </div>
  );
}
