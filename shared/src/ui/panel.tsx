import type { HTMLAttributes, ReactNode } from 'react';
import './ui-kit.css';

export interface PanelProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** A heading line; `extra` sits at its end (e.g. collapse and delete buttons). */
  title?: ReactNode;
  extra?: ReactNode;
  children?: ReactNode;
}

/**
 * A bordered block of related content (a search result, a habit, the participant in progress). Plain markup: antd's
 * Card brings its tabs and dropdown machinery along, which the suite never uses.
 */
export function Panel({ title, extra, children, className, ...rest }: PanelProps) {
  return (
    <section className={className ? `sc-panel ${className}` : 'sc-panel'} {...rest}>
      {(title || extra) && (
        <div className="sc-panel__head">
          <div className="sc-panel__title">{title}</div>
          {extra && <div className="sc-panel__extra">{extra}</div>}
        </div>
      )}
      <div className="sc-panel__body">{children}</div>
    </section>
  );
}
