import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { useTranslation } from '../i18n/i18n';
import { PoweredByFooter } from './powered-by-footer';
import { useArrivalFocus } from './arrival-focus';
import './ui-kit.css';

export interface PageFrameProps {
  title: ReactNode;
  children: ReactNode;
  /** Back button behaviour; `backTo` navigates to a path. Without either, no Back button. */
  onBack?: () => void;
  backTo?: string;
  /** Buttons on the right of the title bar. */
  actions?: ReactNode;
}

/** Every page of the suite: a title bar (optional Back and actions), the content, the 'Powered By' footer. */
export function PageFrame({ title, children, onBack, backTo, actions }: PageFrameProps) {
  const navigate = useNavigate();
  const { t } = useTranslation('shared');
  const back = onBack ?? (backTo !== undefined ? () => navigate(backTo) : undefined);
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <div className="sc-page">
      {/* The title belongs to the page's main landmark, so a screen reader's "main" jump lands on it. */}
      <main className="sc-page__main">
        <div className="sc-page__bar">
          {back && (
            <Button type="text" icon={<ArrowLeftOutlined aria-hidden />} onClick={back}>
              {t('common.back')}
            </Button>
          )}
          <h1 className="sc-page__title" ref={heading} tabIndex={-1}>
            {title}
          </h1>
          {actions && <div className="sc-page__actions">{actions}</div>}
        </div>
        <div className="sc-page__body">{children}</div>
      </main>
      <PoweredByFooter />
    </div>
  );
}
