/**
 * One indicator set: its title, a chart or the table of the same numbers (staff choose; the choice is kept per panel
 * while the page is open), and a CSV of those numbers.
 */
import { useId, useState, type ReactNode } from 'react';
import { Button, DownloadOutlined, saveFile } from '@screening/shared/ui';
import { useDashboardTranslation } from '../../i18n';
import { figuresCsv, type Figures } from './figures';
import { FiguresTable } from './figures-table';

export interface ChartPanelProps {
  title: string;
  /** The CSV's name, without `.csv`. */
  fileName: string;
  figures: Figures;
  chart: ReactNode;
  /** A line under the title: what the chart leaves out, how to read it. */
  note?: ReactNode;
  /** Figures beside the chart (rates, medians) that are not bars. */
  extra?: ReactNode;
}

export function ChartPanel({ title, fileName, figures, chart, note, extra }: ChartPanelProps) {
  const { t } = useDashboardTranslation();
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const titleId = useId();
  const empty = figures.rows.length === 0;
  const download = () => saveFile(new Blob([figuresCsv(figures)], { type: 'text/csv;charset=utf-8' }), `${fileName}.csv`);
  return (
    <section className="db-panel" aria-labelledby={titleId}>
      <div className="db-panel__head">
        <h2 id={titleId} className="db-panel__title">
          {title}
        </h2>
        <div className="db-panel__tools">
          <div role="group" aria-label={t('view.label', { title })} className="db-view">
            <Button
              size="small"
              aria-pressed={view === 'chart'}
              type={view === 'chart' ? 'primary' : 'default'}
              onClick={() => setView('chart')}
            >
              {t('view.chart')}
            </Button>
            <Button
              size="small"
              aria-pressed={view === 'table'}
              type={view === 'table' ? 'primary' : 'default'}
              onClick={() => setView('table')}
            >
              {t('view.table')}
            </Button>
          </div>
          <Button
            size="small"
            icon={<DownloadOutlined aria-hidden />}
            onClick={download}
            disabled={empty}
            aria-label={t('csvOf', { title })}
          >
            {t('csv')}
          </Button>
        </div>
      </div>
      {note && <p className="db-panel__note">{note}</p>}
      {extra}
      {empty ? (
        <p className="db-panel__empty">{t('nothing')}</p>
      ) : view === 'chart' ? (
        chart
      ) : (
        <FiguresTable figures={figures} caption={title} />
      )}
    </section>
  );
}
