import { useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { PoweredByFooter } from './powered-by-footer';
import { StatusPanel } from './status-panel';
import { useArrivalFocus } from './arrival-focus';
import './ui-kit.css';

interface SuccessActionBase {
  label: string;
  primary?: boolean;
}
/** A button of a success page: it navigates (`to`, with optional navigation `state`) or runs `onClick`. */
export type SuccessAction = SuccessActionBase &
  ({ to: string; state?: unknown; onClick?: never } | { onClick: () => void; to?: never });

export interface SuccessPageProps {
  /** E.g. 'New Outreach Clinic has been Created Successfully!'. */
  title: string;
  /** E.g. ['Outreach Clinic ID: 3301001']. */
  lines?: string[];
  actions: SuccessAction[];
  /** 'info' for an outcome that is not the end of the task, e.g. a form saved but not finished. */
  status?: 'success' | 'info';
}

/** The one page behind every '…Successfully!' screen (SPEC 'Success pages', clinic success pages). */
export function SuccessPage({ title, lines = [], actions, status = 'success' }: SuccessPageProps) {
  const navigate = useNavigate();
  const heading = useArrivalFocus<HTMLHeadingElement>();
  return (
    <div className="sc-page">
      <main className="sc-success">
        <StatusPanel
          status={status}
          title={
            <h1 className="sc-success__title" ref={heading} tabIndex={-1}>
              {title}
            </h1>
          }
          subTitle={
            lines.length > 0 ? (
              <div>
                {lines.map((line, index) => (
                  <p key={index} className="sc-success__line">
                    {line}
                  </p>
                ))}
              </div>
            ) : undefined
          }
          extra={actions.map((action) => (
            <Button
              key={action.label}
              type={action.primary ? 'primary' : 'default'}
              size="large"
              onClick={() => (action.to !== undefined ? navigate(action.to, { state: action.state }) : action.onClick())}
            >
              {action.label}
            </Button>
          ))}
        />
      </main>
      <PoweredByFooter />
    </div>
  );
}
