import type { ReactNode } from 'react';
import { Panel } from './panel';
import './ui-kit.css';

export interface ResultField {
  label: string;
  value: ReactNode;
}

export interface ResultCardProps {
  fields: ResultField[];
  /** Buttons under the fields, e.g. Edit or Start Registration. */
  actions?: ReactNode;
  /** Names the card for assistive technology, e.g. the clinic name. */
  ariaLabel?: string;
}

/** One search result: label/value pairs (a description list) and its actions. */
export function ResultCard({ fields, actions, ariaLabel }: ResultCardProps) {
  return (
    <Panel aria-label={ariaLabel} role={ariaLabel ? 'group' : undefined}>
      <dl className="sc-result-card__fields">
        {fields.map(({ label, value }) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value === null || value === undefined || value === '' ? '-' : value}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="sc-result-card__actions">{actions}</div>}
    </Panel>
  );
}
