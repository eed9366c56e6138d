import type { ReactNode } from 'react';
import { CheckCircleFilled, CloseCircleFilled, ExclamationCircleFilled, InfoCircleFilled, StopOutlined } from './icons';
import './ui-kit.css';

export type PanelStatus = 'success' | 'info' | 'warning' | 'error' | 'forbidden';

export interface StatusPanelProps {
  status: PanelStatus;
  title: ReactNode;
  subTitle?: ReactNode;
  /** The ways on, e.g. Retry or Back To Home. */
  extra?: ReactNode;
}

const ICONS: Record<PanelStatus, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
  forbidden: <StopOutlined />,
};

/** An outcome or state of a whole page: an icon by status, a title, a line of detail and the actions. */
export function StatusPanel({ status, title, subTitle, extra }: StatusPanelProps) {
  return (
    <div className={`sc-status sc-status--${status}`}>
      <div className="sc-status__icon" aria-hidden="true">
        {ICONS[status]}
      </div>
      <div className="sc-status__title">{title}</div>
      {subTitle && <div className="sc-status__subtitle">{subTitle}</div>}
      {extra && <div className="sc-status__extra">{extra}</div>}
    </div>
  );
}
